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
      className={`flex shrink-0 items-center gap-1.5 rounded-lg py-1 pr-0.5 sm:gap-2.5 sm:pr-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${className}`}>
      {company.logoPath ? (
        // The owner's mark, in the shield's square; the link's name says whose it is.
        <img src={company.logoPath} alt="" width={36} height={36} className="h-8 w-8 shrink-0 object-contain sm:h-9 sm:w-9" />
      ) : (
        <ShieldMark className={`h-8 w-8 shrink-0 sm:h-9 sm:w-9 ${markClassName}`} />
      )}
      {/* Below 375 px the shield stands alone; the link keeps its name. */}
      <span className="flex flex-col leading-none whitespace-nowrap max-[374px]:hidden">
        {/* The font's space is narrow, and tight tracking left under 2 px between the words on a phone. */}
        <span className="text-[0.8125rem] font-extrabold tracking-tight [word-spacing:0.12em] sm:text-[1.0625rem]">
          {wordmark.primary}
        </span>{' '}
        {wordmark.secondary && (
          <span className={`mt-1 text-[0.5625rem] font-bold tracking-[0.28em] uppercase sm:text-[0.6875rem] ${secondaryClassName}`}>
            {wordmark.secondary}
          </span>
        )}
      </span>
    </Link>
  )
}
