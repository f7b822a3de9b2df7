import { Link } from '@tanstack/react-router'
import { ArrowRight, CheckCircle2 } from 'lucide-react'
import { Icon } from '../../components/ui/icon'
import { buttonClass } from '../../components/ui/button-styles'
import type { AllServicesSection as Copy } from '../../content/all-services'
import { ContentImage } from '../../components/ui/content-image'

/**
 * Picture and text side by side on wide screens, the picture switching sides from one section
 * to the next; stacked, picture first, on phones.
 */
export function AllServicesSection({ section, index }: { section: Copy; index: number }) {
  const headingId = `${section.slug}-heading`
  const imageLast = index % 2 === 1
  return (
    <section
      id={section.slug}
      aria-labelledby={headingId}
      className={`scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 ${imageLast ? 'bg-slate-50 dark:bg-slate-900/50' : ''}`}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div
          className={`overflow-hidden rounded-3xl bg-slate-100 shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700 ${imageLast ? 'lg:order-last' : ''}`}>
          <ContentImage image={section.image} className="aspect-[4/3] h-auto w-full object-cover" />
        </div>
        <div>
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
            <Icon name={section.icon} />
          </span>
          <h2 id={headingId} className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {section.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          <Link to="/services/$serviceSlug" params={{ serviceSlug: section.slug }} className={buttonClass('primary', 'lg', 'mt-8')}>
            {section.learnMoreText}
            <span className="sr-only"> {section.learnMoreContext}</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  )
}
