import { Icon } from '../../components/ui/icon'
import type { ProductSection, ProductsBanner } from '../../content/products'

const headingId = 'ecosystem-heading'
const jumpLabelId = 'ecosystem-jump-label'

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
        <nav aria-labelledby={jumpLabelId} className="mt-8">
          <p id={jumpLabelId} className="sr-only">
            {banner.jumpLinksLabel}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {sections.map((section) => (
              <li key={section.slug}>
                <a
                  href={`#${section.slug}`}
                  className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-3 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none sm:px-4 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-500 dark:hover:text-brand-300"
                >
                  <Icon name={section.icon} className="h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400" />
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  )
}
