import { CallLink } from '../../components/sections/call-link'
import { IconJumpLinks } from '../../components/sections/icon-jump-links'
import type { AllServicesHero as Hero, AllServicesSection } from '../../content/all-services'
import { QuoteButton } from '../../quote/ui'

const headingId = 'all-services-title'

/**
 * The page's first section carries 20 units of top padding for the header; the copy sits
 * beside a list of in-page links to the six sections below.
 */
export function AllServicesHero({ hero, sections }: { hero: Hero; sections: readonly AllServicesSection[] }) {
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden bg-navy-900 px-4 pt-20 pb-16 text-white sm:px-6 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-800),transparent_60%)] opacity-70"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 pt-8 sm:pt-12 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tracking-wide text-brand-200 uppercase ring-1 ring-white/20">
            {hero.eyebrow}
          </p>
          <h1 id={headingId} className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-200">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <QuoteButton variant="accent">{hero.consultationButtonText}</QuoteButton>
            <CallLink>{hero.callLinkText}</CallLink>
          </div>
        </div>
        <IconJumpLinks
          label={hero.jumpLinksLabel}
          links={sections.map((section) => ({ id: section.slug, label: section.name, icon: section.icon }))}
          tone="onDark"
          className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/15 backdrop-blur-sm"
          labelClassName="text-sm font-semibold tracking-wide text-brand-200 uppercase"
          listClassName="mt-4 grid grid-cols-2 gap-2 sm:gap-3"
        />
      </div>
    </section>
  )
}
