import { z } from 'zod'
import { confirmationEmailSchema } from '../core/quote/confirmation-email'
import { contactSubmissionSchema } from '../core/quote/contact-submission'
import { notificationEmailSchema } from '../core/quote/notification-email'
import { honeypotField, quoteFieldLimits } from '../core/quote/quote-fields'
import { honeypot } from '../core/quote/text-rules'

/**
 * The wire contract between the browser's relay adapters (`src/adapters/relay-*`) and the
 * Express relay (`server/`). Both sides import it, so paths, headers and bodies cannot drift.
 */
export const relayPaths = {
  submissions: '/api/quote/submissions',
  confirmations: '/api/quote/confirmations',
  notifications: '/api/quote/notifications',
  health: '/api/health',
} as const

/** One submission's three calls carry the same key; the relay does each piece of work once. */
export const idempotencyKeyHeader = 'Idempotency-Key'

/** Body of every non-2xx relay answer. */
export interface RelayErrorBody {
  readonly error: {
    readonly code: string
    readonly message: string
    readonly issues?: readonly { readonly field: string; readonly message: string }[]
  }
}

const pagePath = z
  .string({ error: 'page must be text.' })
  .max(300, { error: 'page must be at most 300 characters.' })
  .regex(/^\/[A-Za-z0-9\-._~/]*$/, { error: 'page must be a path on this site, like /services.' })

/** `page` (optional, added later) lets `npm run leads` show the service and city the visitor asked about. */
/** Whether the relay takes this path as `page`; anything else is left out rather than risk a refusal. */
export function isRelayPagePath(value: string | undefined): value is string {
  return value !== undefined && pagePath.safeParse(value).success
}

export const relaySubmissionBody = contactSubmissionSchema.extend({ page: pagePath.optional(), [honeypotField]: honeypot })

export const relayConfirmationBody = confirmationEmailSchema.extend({ [honeypotField]: honeypot })

/**
 * The notification as the relay accepts it: the recipient is the relay's own configured owner,
 * so `to_email` is optional and ignored; `page` tells the owner where the visitor asked from.
 */
export const relayNotificationBody = notificationEmailSchema.extend({
  to_email: z.string().max(quoteFieldLimits.email).optional(),
  page: pagePath.optional(),
  [honeypotField]: honeypot,
})

export type RelayNotificationBody = z.input<typeof relayNotificationBody>
