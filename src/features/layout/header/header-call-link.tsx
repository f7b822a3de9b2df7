import { Phone } from 'lucide-react'
import { company } from '../../../content/company'
import { headerCopy } from '../../../content/navigation'

/**
 * The header's `tel:` link. The number is written out wherever the bar has room; on the narrowest
 * phones the icon stands alone and the link keeps its full name.
 */
export function HeaderCallLink({ className = '' }: { className?: string }) {
  return (
    <a
      href={company.phoneHref}
      aria-label={headerCopy.callLinkLabel}
      className={`flex h-10 w-[2.125rem] shrink-0 items-center justify-center gap-2 rounded-lg text-sm sm:w-auto sm:px-2.5 font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-500 ${className}`}>
      <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="hidden sm:inline">{headerCopy.callLinkText}</span>
    </a>
  )
}
