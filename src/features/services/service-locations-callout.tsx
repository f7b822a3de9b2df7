import { Link } from '@tanstack/react-router'
import { MapPin } from 'lucide-react'
import { buttonClass } from '../../components/ui/button-styles'
import type { ServiceLocationsCallout as Callout } from '../../content/services'

const headingId = 'service-area-heading'

/** Only the camera installation and CCTV pages show this, pointing at /locations. */
export function ServiceLocationsCallout({ callout, linkText }: { callout: Callout; linkText: string }) {
  return (
    <section aria-labelledby={headingId} className="px-4 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-3xl border border-brand-100 bg-brand-50 p-8 sm:flex-row sm:items-center sm:p-10 dark:border-brand-900 dark:bg-brand-900/30">
        <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm dark:bg-slate-900 dark:text-brand-300">
          <MapPin aria-hidden="true" className="h-7 w-7" />
        </span>
        <div className="flex-1">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {callout.heading}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{callout.text}</p>
        </div>
        <Link to="/locations" className={buttonClass('primary', 'lg', 'shrink-0')}>
          {linkText}
        </Link>
      </div>
    </section>
  )
}
