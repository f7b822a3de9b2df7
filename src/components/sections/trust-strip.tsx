import { Phone } from 'lucide-react'
import { company } from '../../content/company'
import { trustPoints, trustStripCopy } from '../../content/trust'
import { Icon } from '../ui/icon'

/**
 * The company's promises in one band under a hero: free quote, financing, warranty, install time,
 * service area and the phone number. Two columns on a phone, one row on a wide screen.
 */
export function TrustStrip() {
  return (
    <section aria-label={trustStripCopy.label} className="border-b border-slate-200 bg-slate-50 px-4 py-6 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3 lg:grid-cols-6 lg:gap-x-6">
        {trustPoints.map((point) => (
          <li key={point.title} className="flex items-start gap-3">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-600/10 text-brand-700 dark:bg-brand-400/15 dark:text-brand-300">
              <Icon name={point.icon} className="h-5 w-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm leading-snug font-bold text-slate-900 dark:text-white">{point.title}</span>
              <span className="mt-0.5 block text-xs leading-snug text-slate-600 dark:text-slate-400">{point.detail}</span>
            </span>
          </li>
        ))}
        <li>
          {/* The whole cell is the link, so its name ("Questions? Talk to us (704) 555-0143") is its own. */}
          <a
            href={company.phoneHref}
            className="group flex items-start gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-400 text-slate-950">
              <Phone aria-hidden="true" className="h-5 w-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-xs leading-snug text-slate-600 dark:text-slate-400">{trustStripCopy.callPrompt}</span>
              <span className="block text-sm leading-snug font-bold whitespace-nowrap text-brand-700 underline-offset-4 group-hover:underline dark:text-brand-300">
                {company.phone}
              </span>
            </span>
          </a>
        </li>
      </ul>
    </section>
  )
}
