import * as Dialog from '@radix-ui/react-dialog'
import { useState, type RefObject } from 'react'
import { regionsCopy, type State } from '../../content/regions'
import { CityChoice } from './city-choice'
import { FinancingLegend } from './financing-badge'
import { RegionDialogContent } from './region-dialog-content'

interface StateCitiesDialogProps {
  readonly state: State
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The state's button, which gets focus back when the dialog closes. */
  readonly returnFocusTo: RefObject<HTMLButtonElement | null>
}

/**
 * A state's cities in a dialog (region dialogs). Cities link to their landing pages, and a city
 * with areas opens a second dialog. Loaded when a visitor reaches for a state's button
 * (service-regions.tsx), so the pages that show the buttons start without the dialog code.
 */
export function StateCitiesDialog({ state, open, onOpenChange, returnFocusTo }: StateCitiesDialogProps) {
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <RegionDialogContent
        title={regionsCopy.stateDialogTitle(state)}
        description={regionsCopy.stateDialogDescription(state)}
        onEscapeKeyDown={closeAreasFirst}
        onCloseAutoFocus={(event) => {
          // The button that opened the dialog is the page's own, not a Radix trigger.
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}>
        {hasOffers && <FinancingLegend className="mt-4" />}
        <ul className="mt-5 grid max-h-[60vh] gap-2 overflow-y-auto p-1 sm:grid-cols-2" data-city-list="">
          {state.cities.map((city) => (
            <li key={city.link}>
              <CityChoice
                city={city}
                areasOpen={cityWithOpenAreas === city.link}
                onAreasOpenChange={(areasOpen) => setCityWithOpenAreas(areasOpen ? city.link : null)}
              />
            </li>
          ))}
        </ul>
      </RegionDialogContent>
    </Dialog.Root>
  )
}
