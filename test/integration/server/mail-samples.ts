import type { QuoteMail, QuoteMailKind } from '../../../server/mail/quote-emails'

/** A rendered mail as the outbox keeps it. */
export function quoteMail(kind: QuoteMailKind): QuoteMail {
  return {
    kind,
    to: { name: 'Ann Visitor', address: 'ann.visitor@example.com' },
    replyTo: { name: 'Piedmont Shield Security', address: 'owner@example.net' },
    subject: `A ${kind}`,
    text: `The ${kind} text.\n`,
    html: `<p>The ${kind} html.</p>`,
  }
}
