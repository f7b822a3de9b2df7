import { Link } from '@tanstack/react-router'
import { company } from '../../../content/company'
import { headerCopy } from '../../../content/navigation'
import { ShieldMark } from './shield-mark'
import { splitWordmark } from './wordmark'

interface SiteLogoProps {
  /** Colour of the shield; the name takes the surrounding text colour. */
  readonly markClassName: string
  /** Colour of the second line of the name. */
  readonly secondaryClassName?: string
  readonly onNavigate?: () => void
  readonly className?: string
}

const wordmark = splitWordmark(company.name)

/** The mark and the two-line name, linking home. The stacked name keeps the bar narrow. */
export function SiteLogo({ markClassName, secondaryClassName = '', onNavigate, className = '' }: SiteLogoProps) {
  return (
    <Link
      to="/"
      activeOptions={{ exact: true, includeSearch: false }}
      aria-label={headerCopy.homeLinkLabel}
      onClick={onNavigate}
      className={`flex shrink-0 items-center gap-2.5 rounded-lg py-1 pr-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${className}`}
    >
      <ShieldMark className={`h-9 w-9 shrink-0 transition-colors motion-reduce:transition-none ${markClassName}`} />
      <span className="flex flex-col leading-none whitespace-nowrap">
        <span className="text-[1.0625rem] font-extrabold tracking-tight">{wordmark.primary}</span>{' '}
        {wordmark.secondary && (
          <span className={`mt-1 text-[0.6875rem] font-bold tracking-[0.28em] uppercase ${secondaryClassName}`}>
            {wordmark.secondary}
          </span>
        )}
      </span>
    </Link>
  )
}
