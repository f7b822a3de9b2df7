import { Link } from '@tanstack/react-router'
import { CallLink } from '../../components/sections/call-link'
import { CtaBanner } from '../../components/sections/cta-banner'
import { buttonClass } from '../../components/ui/button-styles'
import type { CtaBannerCopy } from '../../content/cta-banner'
import { QuoteButton } from './quote-button'

/** The closing call to action of a page: the quote button, and a call or a link beside it. */
export function QuoteCtaBanner({ copy }: { readonly copy: CtaBannerCopy }) {
  const { secondary } = copy
  return (
    <CtaBanner
      title={copy.heading}
      text={copy.text}
      actions={
        <>
          <QuoteButton variant="accent">{copy.quoteButton}</QuoteButton>
          {secondary?.kind === 'call' && <CallLink>{secondary.text}</CallLink>}
          {secondary?.kind === 'link' && (
            <Link to={secondary.href} className={buttonClass('onDark', 'lg')}>
              {secondary.text}
            </Link>
          )}
        </>
      }
    />
  )
}
