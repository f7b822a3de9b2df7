import { useRef, useState } from 'react'
import { ChevronRight, MapPin } from 'lucide-react'
import { lazyModule } from '../../startup/lazy-module'
import { regionsCopy, serviceStates, type State } from '../../content/regions'
import { cityDirectoryId } from './city-directory-id'
import { FinancingLegend } from './financing-badge'

export interface ServiceRegionsProps {
  /** Adds the line about partner providers for visitors outside the area. */
  readonly showOutsideAreaNote?: boolean
  readonly className?: string
}

const regionDialogs = lazyModule(() => import('./state-cities-dialog'))

/**
 * One button per state the company serves; each opens a dialog listing that state's cities (region dialogs).
 * Renders no heading of its own, so it fits under any section heading.
 */
export function ServiceRegions({ showOutsideAreaNote = true, className = '' }: ServiceRegionsProps) {
  return (
    <div className={className}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {serviceStates.map((state) => (
          <li key={state.abbr}>
            <StateButton state={state} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-3 text-center">
        <FinancingLegend />
        {showOutsideAreaNote && regionsCopy.outsideAreaNote && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{regionsCopy.outsideAreaNote}</p>
        )}
      </div>
    </div>
  )
}

/**
 * The dialog's code (Radix Dialog and the city lists) is fetched when a visitor reaches for the
 * button, not with the page; the dialog opens once it has arrived.
 */
function StateButton({ state }: { state: State }) {
  const [open, setOpen] = useState(false)
  const [dialogs, setDialogs] = useState(regionDialogs.loaded)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const openCities = () => {
    setOpen(true)
    if (dialogs) return
    regionDialogs.load().then(setDialogs, () => {
      // Without the dialog's code, the same cities are plain links on the locations page.
      window.location.assign(`/locations#${cityDirectoryId(state.abbr)}`)
    })
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openCities}
        onPointerEnter={regionDialogs.preload}
        onFocus={regionDialogs.preload}
        onTouchStart={regionDialogs.preload}
        className="group flex h-full w-full flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-400">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
          <MapPin aria-hidden="true" className="h-6 w-6" />
        </span>
        <span className="block">
          <span className="block text-xl font-semibold text-slate-900 dark:text-white">{state.name}</span>
          <span className="mt-1 block text-slate-600 dark:text-slate-400">{regionsCopy.stateButtonHint(state)}</span>
        </span>
        <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-300">
          {regionsCopy.viewCities}
          <ChevronRight
            aria-hidden="true"
            className="h-4 w-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </span>
      </button>
      {dialogs && <dialogs.StateCitiesDialog state={state} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />}
    </>
  )
}
