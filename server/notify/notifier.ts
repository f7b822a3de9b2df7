import type { Logger } from 'pino'
import type { z } from 'zod'
import type { NotificationFields } from '../mail/quote-emails'
import type { RelayMailer } from '../mail/relay-mailer'
import type { OutboxMail, StoredMail } from '../stores/outbox-store'

/** A lead the owner is to be told of, as the relay's notification endpoint received it. */
export interface NewLead {
  readonly fields: NotificationFields
  /** The submission's id, shared by the stored row and every message about it. */
  readonly leadId: string
  /** The path the visitor asked from, when the browser said. */
  readonly page?: string
}

/** Delivered, or not and why; `permanent` when trying again cannot help (a refused recipient, a revoked hook). */
export type NoticeDelivery =
  | { readonly delivered: true; readonly id: string }
  | {
      readonly delivered: false
      readonly reason: string
      readonly permanent: boolean
      /**
       * Sent, but not answered in time: the service may show it (a slow chat hook answers after
       * it has posted), so the outbox makes the next attempt the last.
       */
      readonly unanswered?: boolean
    }

/** What the outbox tells a channel about an attempt. */
export interface DeliveryAttempt {
  /** An earlier post went unanswered: there is no attempt after this one, so wait longer for the answer. */
  readonly final: boolean
}

/**
 * Tells the owner of a new lead on one channel. `compose` writes the message the outbox keeps
 * until `deliver` gets it through; the outbox retries, and never delivers one lead twice on one
 * channel.
 */
export interface Notifier {
  /** The outbox channel: one message per lead on each. */
  readonly channel: string
  compose(lead: NewLead): OutboxMail
  /** `message` is what `compose` made, read back from the outbox (check its shape before use). */
  deliver(message: StoredMail, submissionKey: string, attempt?: DeliveryAttempt): Promise<NoticeDelivery>
  close(): Promise<void>
}

/** What a notifier may use of the relay. */
export interface NotifierContext {
  /** OWNER_EMAIL: where the owner's notification mail goes. */
  readonly ownerEmail: string
  /** The relay's one mail transport (SMTP or .eml), shared with the confirmations. */
  readonly mailer: RelayMailer
  readonly logger?: Logger
}

/**
 * One notifier as the registry lists it: its name in NOTIFIERS, the environment variables it
 * reads (validated with the rest of the relay's configuration), and how to make it.
 */
export interface NotifierModule<Settings = unknown> {
  readonly name: string
  /** Its variables, each in the shape `loadRelayConfig` hands the parsed object on. */
  readonly env: z.ZodType<Settings, Readonly<Record<string, string | undefined>>>
  /** Names of the variables `env` reads, so a variable set without its notifier is reported. */
  readonly variables: readonly string[]
  create(settings: Settings, context: NotifierContext): Notifier
}

/** Keeps a module's settings type tied to its `create` while the registry holds many kinds. */
export function defineNotifier<Settings>(module: NotifierModule<Settings>): NotifierModule<Settings> {
  return module
}
