import { MapPin } from 'lucide-react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import type { CoverageArea, coverage as coverageCopy } from '../../content/locations'
import { findServiceState } from '../../content/regions'
import { FinancingBadge } from '../regions'
import { OutsideAreaNote } from './outside-area-note'

function CoverageCard({ area, copy }: { area: CoverageArea; copy: typeof coverageCopy }) {
  const state = findServiceState(area.stateAbbr)
  const financingCities = state?.cities.filter((city) => city.hasOffer) ?? []
  return (
    <article
      aria-labelledby={`coverage-${area.stateAbbr}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
          <MapPin aria-hidden="true" className="h-5 w-5" />
        </span>
        <h3 id={`coverage-${area.stateAbbr}`} className="text-xl font-semibold">
          {area.name}
        </h3>
      </div>
      <p className="mt-4 text-pretty text-slate-600 dark:text-slate-300">{area.text}</p>
      <div className="mt-auto pt-5">
        <ul className="space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
          {state && <li className="font-semibold text-slate-800 dark:text-slate-100">{copy.cityCount(state.cities.length)}</li>}
          {financingCities.map((city) => (
            <li key={city.name} className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-200">
              <span className="font-semibold">{city.name}</span>
              <FinancingBadge />
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}

export function CoverageSection({ coverage, quoteButtonText }: { coverage: typeof coverageCopy; quoteButtonText: string }) {
  return (
    <Section tone="muted" labelledBy="coverage-heading">
      <SectionHeading id="coverage-heading" title={coverage.heading} intro={coverage.intro} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {coverage.areas.map((area) => (
          <li key={area.stateAbbr}>
            <CoverageCard area={area} copy={coverage} />
          </li>
        ))}
      </ul>
      {coverage.outsideArea && <OutsideAreaNote note={coverage.outsideArea} buttonText={quoteButtonText} />}
    </Section>
  )
}
