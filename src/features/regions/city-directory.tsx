import { Link } from '@tanstack/react-router'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { cityDirectoryCopy } from '../../content/locations'
import { serviceStates } from '../../content/regions'
import { cityDirectoryId } from './city-directory-id'

const linkClass =
  'rounded-sm font-medium text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:text-brand-300'

/**
 * Every city page as an ordinary link, grouped by state, so visitors who would rather scan a list
 * and search engines that follow links both reach them without opening a dialog.
 */
export function CityDirectory() {
  return (
    <Section tone="muted" labelledBy="city-directory-heading">
      <SectionHeading id="city-directory-heading" title={cityDirectoryCopy.heading} intro={cityDirectoryCopy.intro} />
      <div className="mx-auto mt-12 grid max-w-6xl gap-10 md:grid-cols-3">
        {serviceStates.map((state) => (
          <div key={state.abbr}>
            <h3 id={cityDirectoryId(state.abbr)} className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
              {state.name}
            </h3>
            <ul aria-labelledby={cityDirectoryId(state.abbr)} className="mt-4 space-y-2.5">
              {state.cities.map((city) => (
                <li key={city.link}>
                  <Link to={city.link} className={linkClass}>
                    {city.name}
                  </Link>
                  {city.subdivisions && city.subdivisions.length > 0 && (
                    <ul
                      aria-label={cityDirectoryCopy.areasLabel(city.name)}
                      className="mt-2 ml-3 space-y-2 border-l border-slate-300 pl-3 text-sm dark:border-slate-700">
                      {city.subdivisions.map((area) => (
                        <li key={area.link}>
                          <Link to={area.link} className={linkClass}>
                            {area.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}
