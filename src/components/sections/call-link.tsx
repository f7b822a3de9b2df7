import { Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { company } from '../../content/company'
import { buttonClass } from '../ui/button-styles'

/** A `tel:` link to the company, styled as a button on a dark hero. */
export function CallLink({ children }: { readonly children: ReactNode }) {
  return (
    <a href={company.phoneHref} className={buttonClass('onDark', 'lg')}>
      <Phone aria-hidden="true" className="h-4 w-4" />
      {children}
    </a>
  )
}
