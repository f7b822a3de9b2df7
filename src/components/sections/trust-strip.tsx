import { Phone } from 'lucide-react'
import { company } from '../../content/company'
import { proofPoints, trustPoints, trustStripCopy, type ProofPoint } from '../../content/trust'
import { Icon } from '../ui/icon'

const itemClass = 'flex min-w-0 items-start gap-2.5 sm:gap-3 xl:flex-1 xl:gap-2.5'
const tileClass = 'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg sm:h-10 sm:w-10 sm:rounded-xl xl:h-9 xl:w-9'
const titleClass = 'block text-sm leading-snug font-bold text-slate-900 dark:text-white'
const detailClass = 'mt-0.5 block text-xs leading-snug text-slate-600 dark:text-slate-400'
const linkClass =
  'rounded-md underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

function Point({ point, tone, className = '' }: { point: ProofPoint; tone: string; className?: string }) {
  const words = (
    <span className="min-w-0">
      <span className={titleClass}>{point.title}</span>
      <span className={detailClass}>{point.detail}</span>
    </span>
  )
  return (
    <li className={`${itemClass} ${className}`}>
      <span className={`${tileClass} ${tone}`}>
        <Icon name={point.icon} className="h-4 w-4 sm:h-5 sm:w-5" />
      </span>
      {point.href ? (
        <a href={point.href} rel="noopener" className={linkClass}>
          {words}
        </a>
      ) : (
        words
      )}
    </li>
  )
}

/** Every cell of the strip: the proof, the promises and the call. */
const cellCount = proofPoints.length + trustPoints.length + 1

/**
 * The proof a visitor decides on, right under the hero: the rating with its source, the years in
 * business and the licences, then the company's promises and its number. Two compact columns on a
 * phone, so every item is in sight at once (a row that scrolled sideways showed two of eight), a
 * grid on a tablet, and one calm row on a desktop: the proof, a rule, the promises (the header
 * carries the number there).
 */
export function TrustStrip() {
  return (
    <section
      aria-label={trustStripCopy.label}
      className="border-b border-slate-200 bg-slate-50 px-4 py-4 sm:px-6 sm:py-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl">
        <ul className="grid grid-cols-2 gap-x-4 gap-y-3.5 sm:grid-cols-3 sm:gap-x-6 sm:gap-y-5 lg:grid-cols-4 xl:flex xl:gap-x-5">
          {proofPoints.map((point) => (
            <Point
              key={point.title}
              point={point}
              tone={
                point.icon === 'Star'
                  ? 'bg-amber-400/20 text-amber-700 dark:text-amber-300'
                  : 'bg-navy-900 text-white dark:bg-brand-500/20 dark:text-brand-200'
              }
            />
          ))}
          {trustPoints.map((point, index) => (
            <Point
              key={point.title}
              point={point}
              tone="bg-brand-600/10 text-brand-700 dark:bg-brand-400/15 dark:text-brand-300"
              className={index === 0 ? 'xl:border-l xl:border-slate-300 xl:pl-5 xl:dark:border-slate-700' : ''}
            />
          ))}
          {/* With an odd number of cells the call takes a phone's whole last row, so no cell stands alone. */}
          <li className={`${itemClass} xl:hidden ${cellCount % 2 === 1 ? 'col-span-2 sm:col-span-1' : ''}`}>
            {/* The whole cell is the link, so its name ("Questions? Talk to us (704) 555-0143") is its own. */}
            <a
              href={company.phoneHref}
              className="group flex items-start gap-2.5 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:gap-3">
              <span className={`${tileClass} bg-amber-400 text-slate-950`}>
                <Phone aria-hidden="true" className="h-4 w-4 sm:h-5 sm:w-5" />
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
      </div>
    </section>
  )
}
