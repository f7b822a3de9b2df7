import { Link } from '@tanstack/react-router'
import { ArrowRight, Home } from 'lucide-react'
import { notFoundPage } from '../../content/not-found'
import { Section } from '../../components/sections/section'
import { PageHero } from '../../components/sections/page-hero'
import { SectionHeading } from '../../components/sections/section-heading'
import { buttonClass } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import { QuoteCtaBanner } from '../../quote/ui'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

const popularHeadingId = 'not-found-popular-pages'

/** Shown for every path the router does not know; the relay answers such paths with status 404. */
export function NotFoundPage() {
  useHydratedMarker()
  const copy = notFoundPage
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.message}
        actions={
          <Link to={copy.homeLinkTo} className={buttonClass('primary', 'lg')}>
            <Home aria-hidden="true" className="h-5 w-5" />
            {copy.homeLinkText}
          </Link>
        }
      />
      <Section labelledBy={popularHeadingId}>
        <SectionHeading id={popularHeadingId} title={copy.popularPagesHeading} intro={copy.popularPagesIntro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {copy.popularPages.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
                  <Icon name={page.icon} />
                </span>
                <h3 className="mt-4 flex items-center gap-2 text-lg font-semibold">
                  {page.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="h-4 w-4 text-brand-600 transition-transform group-hover:translate-x-1 motion-reduce:transition-none dark:text-brand-400"
                  />
                </h3>
                <p className="mt-2 text-slate-600 dark:text-slate-300">{page.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <QuoteCtaBanner copy={copy.help} />
    </>
  )
}
