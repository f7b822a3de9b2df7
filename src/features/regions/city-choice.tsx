import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { ChevronRight, MapPin } from 'lucide-react'
import { regionsCopy, type City } from '../../content/regions'
import { FinancingBadge, FinancingLegend } from './financing-badge'
import { RegionDialogContent } from './region-dialog-content'

const choiceClass =
  'flex min-h-12 w-full items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-left font-medium text-slate-900 transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-400 dark:hover:bg-slate-800'

interface CityChoiceProps {
  readonly city: City
  /** Whether this city's area list is open; the state's dialog owns it, so Escape closes the innermost list. */
  readonly areasOpen: boolean
  readonly onAreasOpenChange: (open: boolean) => void
}

/** One city in a state's list: a link to its page, or, for a city with areas, a button opening them. */
export function CityChoice({ city, areasOpen, onAreasOpenChange }: CityChoiceProps) {
  if (city.subdivisions && city.subdivisions.length > 0)
    return <CityWithAreas city={city} open={areasOpen} onOpenChange={onAreasOpenChange} />
  return (
    <Link to={city.link} className={choiceClass}>
      <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-300" />
      <span className="min-w-0 flex-1">{city.name}</span>
      {city.hasOffer && <FinancingBadge />}
    </Link>
  )
}

/** A city split into areas opens a second dialog over the state's list (nested area list). */
function CityWithAreas({ city, open, onOpenChange }: { city: City; open: boolean; onOpenChange: (open: boolean) => void }) {
  const areas = city.subdivisions ?? []
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={choiceClass}>
        <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-300" />
        <span className="min-w-0 flex-1">
          <span className="block">{city.name}</span>
          <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">{regionsCopy.subdivisionCountHint(city)}</span>
        </span>
        {city.hasOffer && <FinancingBadge />}
        <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500 dark:text-slate-400" />
      </Dialog.Trigger>
      <RegionDialogContent
        eyebrow={regionsCopy.subdivisionHeading}
        title={regionsCopy.subdivisionDialogTitle(city)}
        description={regionsCopy.subdivisionDescription(city)}>
        {city.hasOffer && <FinancingLegend className="mt-4" />}
        <ul className="mt-5 grid max-h-[60vh] gap-2 overflow-y-auto p-1 sm:grid-cols-2">
          {areas.map((area) => (
            <li key={area.link}>
              <Link to={area.link} className={choiceClass}>
                <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-300" />
                <span className="min-w-0 flex-1">{area.name}</span>
              </Link>
            </li>
          ))}
          <li className="sm:col-span-2">
            <Link to={city.link} className={`${choiceClass} justify-center`}>
              <span>{regionsCopy.wholeCityLinkText(city)}</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0" />
            </Link>
          </li>
        </ul>
      </RegionDialogContent>
    </Dialog.Root>
  )
}
