import { AlertTriangle, Home, RotateCw } from 'lucide-react'
import { company } from '../../content/company'
import { routerFallback } from '../../content/not-found'
import { buttonClass } from '../../components/ui/button-styles'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

/**
 * The router's last resort when a page throws. It may render without the site's layout, so it
 * stands alone: a full page load (a plain link, not the router) is the surest way back.
 */
export function AppErrorFallback() {
  useHydratedMarker()
  const copy = routerFallback
  return (
    <section
      aria-labelledby="app-error-heading"
      className="relative isolate flex min-h-[70vh] items-center bg-navy-900 px-4 pt-28 pb-20 text-white sm:px-6">
      <div role="alert" className="mx-auto max-w-2xl text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto h-12 w-12 text-amber-400" />
        <h1 id="app-error-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance">
          {copy.heading}
        </h1>
        <p className="mt-5 text-lg text-pretty text-slate-200">{copy.message}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary', 'lg')}>
            <RotateCw aria-hidden="true" className="h-5 w-5" />
            {copy.reloadButtonText}
          </button>
          <a href={copy.homeLinkTo} className={buttonClass('onDark', 'lg')}>
            <Home aria-hidden="true" className="h-5 w-5" />
            {copy.homeLinkText}
          </a>
          <a href={company.phoneHref} className={buttonClass('onDark', 'lg')}>
            {copy.callLinkText}
          </a>
        </div>
      </div>
    </section>
  )
}
