import { Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { company } from '../../content/company'
import { buttonClass, type ButtonSize, type ButtonVariant } from '../ui/button-styles'

interface CallLinkProps {
  readonly children?: ReactNode
  readonly variant?: ButtonVariant
  readonly size?: ButtonSize
  readonly className?: string
}

/** A `tel:` link to the company, styled as a button. */
export function CallLink({ children, variant = 'secondary', size = 'lg', className }: CallLinkProps) {
  return (
    <a href={company.phoneHref} className={buttonClass(variant, size, className)}>
      <Phone aria-hidden="true" className="h-4 w-4" />
      {children ?? `Call ${company.phone}`}
    </a>
  )
}
