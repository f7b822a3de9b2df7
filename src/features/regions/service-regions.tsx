import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { ChevronRight, MapPin } from 'lucide-react'
import { regionsCopy, serviceStates, type State } from '../../content/regions'
import { CityChoice } from './city-choice'
import { FinancingLegend } from './financing-badge'
import { RegionDialogContent } from './region-dialog-content'

export interface ServiceRegionsProps {
  /** The states to offer, in order; every state the company serves unless narrowed. */
  readonly states?: readonly State[]
  /** Adds the line about partner providers for visitors outside the area. */
  readonly showOutsideAreaNote?: boolean
  readonly className?: string
}

/**
 * One button per state; each opens a dialog listing that state's cities (region
 * dialogs). Cities link to their landing pages, and a city with areas opens a second dialog.
 * Renders no heading of its own, so it fits under any section heading.
 */
export function ServiceRegions({ states = serviceStates, showOutsideAreaNote = true, className = '' }: ServiceRegionsProps) {
  return (
    <div className={className}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {states.map((state) => (
          <li key={state.abbr}>
            <StateCitiesDialog state={state} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-3 text-center">
        <FinancingLegend />
        {showOutsideAreaNote && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{regionsCopy.outsideAreaNote}</p>
        )}
      </div>
    </div>
  )
}

function StateCitiesDialog({ state }: { state: State }) {
  const hasOffers = state.cities.some((city) => city.hasOffer)
  const [cityWithOpenAreas, setCityWithOpenAreas] = useState<string | null>(null)
  // Until the area list has registered as the top layer, this dialog still hears Escape
  // first; closing the area list here keeps one key press from closing both.
  const closeAreasFirst = (event: KeyboardEvent) => {
    if (cityWithOpenAreas === null) return
    event.preventDefault()
    setCityWithOpenAreas(null)
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className="group flex h-full w-full flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-400">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
          <MapPin aria-hidden="true" className="h-6 w-6" />
        </span>
        <span className="block">
          <span className="block text-xl font-semibold text-slate-900 dark:text-white">{state.name}</span>
          <span className="mt-1 block text-slate-600 dark:text-slate-400">{regionsCopy.stateButtonHint(state)}</span>
        </span>
        <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-300">
          {regionsCopy.viewCities}
          <ChevronRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </span>
      </Dialog.Trigger>
      <RegionDialogContent
        title={regionsCopy.stateDialogTitle(state)}
        description={regionsCopy.stateDialogDescription(state)}
        onEscapeKeyDown={closeAreasFirst}
      >
        {hasOffers && <FinancingLegend className="mt-4" />}
        <ul className="mt-5 grid max-h-[60vh] gap-2 overflow-y-auto p-1 sm:grid-cols-2" data-city-list="">
          {state.cities.map((city) => (
            <li key={city.link}>
              <CityChoice
                city={city}
                areasOpen={cityWithOpenAreas === city.link}
                onAreasOpenChange={(open) => setCityWithOpenAreas(open ? city.link : null)}
              />
            </li>
          ))}
        </ul>
      </RegionDialogContent>
    </Dialog.Root>
  )
}
