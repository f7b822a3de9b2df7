import { Section } from '../../components/sections/section'
import type { AboutPage } from '../../content/about'
import { StatTiles } from './stat-tiles'
import { ContentImage } from '../../components/ui/content-image'

export function StorySection({ story, stats }: { story: AboutPage['story']; stats: AboutPage['stats'] }) {
  return (
    <Section labelledBy="story-heading">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-16">
        <div>
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {story.heading}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-pretty">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        <div className="space-y-6">
          <ContentImage image={story.image} className="h-auto w-full rounded-2xl shadow-sm ring-1 ring-slate-200 dark:ring-slate-800" />
          <StatTiles stats={stats} />
        </div>
      </div>
    </Section>
  )
}
