import { company } from './company'

/** A second, quieter action beside the quote button: call the company, or open another page. */
export type CtaSecondaryAction =
  { readonly kind: 'call'; readonly text: string } | { readonly kind: 'link'; readonly text: string; readonly href: string }

/** The words of a closing call to action. Every one opens the quote dialog. */
export interface CtaBannerCopy {
  readonly heading: string
  readonly text: string
  readonly quoteButton: string
  readonly secondary?: CtaSecondaryAction
}

export const callCompany = { kind: 'call', text: `Call ${company.phone}` } as const satisfies CtaSecondaryAction
