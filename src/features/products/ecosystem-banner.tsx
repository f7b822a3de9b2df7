import { IconJumpLinks } from '../../components/sections/icon-jump-links'
import type { ProductSection, ProductsBanner } from '../../content/products'

const headingId = 'ecosystem-heading'

/** 'Complete Security Ecosystem': how the lines fit together, with a link to each one below. */
export function EcosystemBanner({ banner, sections }: { banner: ProductsBanner; sections: readonly ProductSection[] }) {
  return (
    <section aria-labelledby={headingId} className="px-4 pt-16 sm:px-6 sm:pt-20">
      <div className="mx-auto max-w-7xl rounded-3xl border border-brand-100 bg-brand-50 px-6 py-10 sm:px-10 sm:py-12 dark:border-brand-900 dark:bg-brand-900/30">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {banner.heading}
          </h2>
          <p className="mt-4 text-lg text-pretty text-slate-700 dark:text-slate-300">{banner.paragraph}</p>
        </div>
        <IconJumpLinks
          label={banner.jumpLinksLabel}
          links={sections.map((section) => ({ id: section.slug, label: section.title, icon: section.icon }))}
          tone="onLight"
          className="mt-8"
          labelClassName="sr-only"
          listClassName="grid grid-cols-2 gap-3 sm:grid-cols-4"
        />
      </div>
    </section>
  )
}
