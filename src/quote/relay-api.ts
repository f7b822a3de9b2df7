import { z } from 'zod'
import { honeypotField, quoteFieldLimits } from './domain/quote-fields'
import type { QuoteRequest } from './domain/quote-request'
import type { SubmissionContext } from './domain/submission-context'
import { confirmationThankYou, defaultConfirmationMessage, notProvided } from './domain/quote-wording'
import {
  emailAddress,
  honeypot,
  messageText,
  optionalPhoneNumber,
  optionalPostalAddress,
  optionalMessageText,
  personName,
} from './domain/text-rules'

/**
 * The wire contract between the browser's relay adapters (`src/quote/adapters/relay-*`) and the
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

/**
 * The lead as the relay stores it: a `contact_submissions` row. Phone and address are '' when
 * the visitor gave none; `created_at` is the ISO time the browser sent it.
 */
export const relaySubmissionBody = z.object({
  name: personName('name'),
  email: emailAddress('email'),
  phone: optionalPhoneNumber('phone', ''),
  address: optionalPostalAddress('address', ''),
  message: messageText('message'),
  created_at: z.iso.datetime({ offset: true, error: 'created_at must be an ISO 8601 time with an offset.' }),
  /** Optional (added later): lets `npm run leads` show the service and city the visitor asked about. */
  page: pagePath.optional(),
  [honeypotField]: honeypot,
})

/** The confirmation as the relay sends it, named as the EmailJS template it replaces names it. */
export const relayConfirmationBody = z.object({
  to_name: personName('to_name'),
  to_email: emailAddress('to_email'),
  message: optionalMessageText('message', defaultConfirmationMessage),
  [honeypotField]: honeypot,
})

/**
 * The notification as the relay accepts it: the recipient is the relay's own configured owner,
 * so `to_email` is optional and ignored; `page` tells the owner where the visitor asked from.
 */
export const relayNotificationBody = z.object({
  from_name: personName('from_name'),
  from_email: emailAddress('from_email'),
  from_phone: optionalPhoneNumber('from_phone', notProvided),
  from_address: optionalPostalAddress('from_address', notProvided),
  message: messageText('message'),
  to_email: z.string().max(quoteFieldLimits.email).optional(),
  page: pagePath.optional(),
  [honeypotField]: honeypot,
})

export type RelaySubmission = z.output<typeof relaySubmissionBody>
export type RelayConfirmation = z.output<typeof relayConfirmationBody>
export type RelayNotification = z.output<typeof relayNotificationBody>

/** The page, when the relay would take it: the lead is never refused for the page it came from. */
const pageField = (context: SubmissionContext): { page?: string } =>
  pagePath.safeParse(context.page).success ? { page: context.page } : {}

/** What the browser's relay adapters send: the domain's request, in the contract's names. */
export const relayBodies = {
  submission: (request: QuoteRequest, context: SubmissionContext): z.input<typeof relaySubmissionBody> => ({
    name: request.name,
    email: request.email,
    phone: request.phone || '',
    address: request.address || '',
    message: request.message,
    created_at: context.submittedAt.toISOString(),
    ...pageField(context),
  }),
  confirmation: (request: QuoteRequest): z.input<typeof relayConfirmationBody> => ({
    to_name: request.name,
    to_email: request.email,
    message: confirmationThankYou,
  }),
  notification: (request: QuoteRequest, context: SubmissionContext): z.input<typeof relayNotificationBody> => ({
    from_name: request.name,
    from_email: request.email,
    from_phone: request.phone || notProvided,
    from_address: request.address || notProvided,
    message: request.message,
    ...pageField(context),
  }),
}
