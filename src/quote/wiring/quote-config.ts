import { z } from 'zod'

/**
 * Which adapter carries each quote port, read once from the build's environment. Pure on
 * purpose: vite.config.ts calls it at build time to fail a misconfigured build, and the browser
 * entry calls it with `import.meta.env`.
 */

const quoteStoreKinds = ['relay', 'supabase'] as const

const quoteMailerKinds = ['relay', 'emailjs'] as const

/** Who tells the owner of a lead: the mailer chosen above (the default), or a chat webhook. */
const quoteNotifierKinds = ['mailer', 'webhook'] as const

/** Every variable this module reads; `.env.example` and docs/configuration.md list the same. */
export const quoteConfigVariables = [
  'VITE_QUOTE_STORE',
  'VITE_QUOTE_MAILER',
  'VITE_RELAY_URL',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID',
  'VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID',
  'VITE_EMAILJS_ORIGIN',
  'VITE_QUOTE_NOTIFIER',
  'VITE_NOTIFY_WEBHOOK_URL',
] as const
export type QuoteConfigVariable = (typeof quoteConfigVariables)[number]

export interface RelayEndpoint {
  /** Absolute origin (and optional path prefix) without a trailing slash; '' means same origin. */
  readonly relayUrl: string
}

export type QuoteStoreConfig =
  ({ readonly kind: 'relay' } & RelayEndpoint) | { readonly kind: 'supabase'; readonly url: string; readonly anonKey: string }

export type QuoteMailerConfig =
  | ({ readonly kind: 'relay' } & RelayEndpoint)
  | {
      readonly kind: 'emailjs'
      readonly publicKey: string
      readonly serviceId: string
      readonly confirmationTemplateId: string
      readonly notificationTemplateId: string
      /** Without a trailing slash; undefined means the SDK's own API origin. */
      readonly origin: string | undefined
    }

/** A notification channel other than the mailer. */
export type QuoteNotifierConfig = { readonly kind: 'webhook'; readonly url: string }

export interface QuoteConfig {
  readonly store: QuoteStoreConfig
  readonly mailer: QuoteMailerConfig
  /** Absent: the mailer also sends the owner's notification. */
  readonly notifier?: QuoteNotifierConfig
}

/**
 * Incoming webhooks that answer no CORS, so a browser refuses to post to them (or to read the
 * answer), and whose URL is a secret the page would publish: these go through the relay's
 * chat-webhook notifier instead (docs/decisions/0017-notifiers-on-the-relay.md).
 */
const noCorsWebhooks: readonly { readonly service: string; readonly matches: (url: URL) => boolean }[] = [
  { service: 'Slack', matches: (url) => url.hostname === 'hooks.slack.com' },
  { service: 'Google Chat', matches: (url) => url.hostname === 'chat.googleapis.com' },
  { service: 'Mattermost', matches: (url) => /^\/hooks\/[a-z0-9]{26}\/?$/.test(url.pathname) },
]

function noCorsWebhookService(raw: string): string | undefined {
  try {
    const url = new URL(raw)
    return noCorsWebhooks.find((webhook) => webhook.matches(url))?.service
  } catch {
    return undefined
  }
}

/** Vite's `import.meta.env` also holds booleans (DEV, PROD, SSR); only strings are read. */
export type QuoteEnv = Readonly<Record<string, unknown>>

export class QuoteConfigError extends Error {
  override readonly name = 'QuoteConfigError'

  /** `problems`: one sentence per problem, each naming its variable. */
  constructor(readonly problems: readonly string[]) {
    super(`Invalid quote configuration: ${problems.join('; ')}`)
  }
}

/** Blank and whitespace-only values count as unset: `VITE_X=` in a .env file means "not given". */
const presentText = z.string().trim().min(1)

const httpUrl = z
  .url({ protocol: /^https?$/, normalize: false })
  .refine((value) => !/[?#]/.test(value), 'has a query or fragment')
  .transform((value) => value.replace(/\/+$/, ''))

class EnvReader {
  readonly problems: string[] = []

  constructor(private readonly env: QuoteEnv) {}

  text(name: QuoteConfigVariable): string | undefined {
    const parsed = presentText.safeParse(this.env[name])
    return parsed.success ? parsed.data : undefined
  }

  /** An unset choice falls back to the first (default) kind. */
  kind<const T extends readonly [string, ...string[]]>(name: QuoteConfigVariable, allowed: T): T[number] | undefined {
    const raw = this.text(name)
    const parsed = z.enum(allowed).default(allowed[0]).safeParse(raw)
    if (parsed.success) return parsed.data
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got ${JSON.stringify(raw)})`)
    return undefined
  }

  url(name: QuoteConfigVariable): string | undefined {
    const raw = this.text(name)
    if (raw === undefined) return undefined
    const parsed = httpUrl.safeParse(raw)
    if (parsed.success) return parsed.data
    this.problems.push(`${name} must be an http(s) URL without query or fragment (got ${JSON.stringify(raw)})`)
    return undefined
  }

  /** Reports every missing variable of one choice in a single sentence. */
  require(choice: string, names: readonly QuoteConfigVariable[]): void {
    const missing = names.filter((name) => this.text(name) === undefined)
    if (missing.length > 0) this.problems.push(`${choice} needs ${missing.join(', ')}`)
  }
}

export function parseQuoteConfig(env: QuoteEnv): QuoteConfig {
  const read = new EnvReader(env)
  const storeChoice = read.kind('VITE_QUOTE_STORE', quoteStoreKinds)
  const mailerChoice = read.kind('VITE_QUOTE_MAILER', quoteMailerKinds)

  const usesRelay = storeChoice === 'relay' || mailerChoice === 'relay'
  const relayUrl = usesRelay ? (read.url('VITE_RELAY_URL') ?? '') : ''

  let store: QuoteStoreConfig | undefined
  if (storeChoice === 'relay') store = { kind: 'relay', relayUrl }
  if (storeChoice === 'supabase') {
    read.require('VITE_QUOTE_STORE=supabase', ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'])
    const url = read.url('VITE_SUPABASE_URL')
    const anonKey = read.text('VITE_SUPABASE_ANON_KEY')
    if (url !== undefined && anonKey !== undefined) store = { kind: 'supabase', url, anonKey }
  }

  let mailer: QuoteMailerConfig | undefined
  if (mailerChoice === 'relay') mailer = { kind: 'relay', relayUrl }
  if (mailerChoice === 'emailjs') {
    read.require('VITE_QUOTE_MAILER=emailjs', [
      'VITE_EMAILJS_PUBLIC_KEY',
      'VITE_EMAILJS_SERVICE_ID',
      'VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID',
      'VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID',
    ])
    const publicKey = read.text('VITE_EMAILJS_PUBLIC_KEY')
    const serviceId = read.text('VITE_EMAILJS_SERVICE_ID')
    const confirmationTemplateId = read.text('VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID')
    const notificationTemplateId = read.text('VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID')
    const origin = read.url('VITE_EMAILJS_ORIGIN')
    if (publicKey && serviceId && confirmationTemplateId && notificationTemplateId) {
      mailer = { kind: 'emailjs', publicKey, serviceId, confirmationTemplateId, notificationTemplateId, origin }
    }
  }

  let notifier: QuoteNotifierConfig | undefined
  if (read.kind('VITE_QUOTE_NOTIFIER', quoteNotifierKinds) === 'webhook') {
    read.require('VITE_QUOTE_NOTIFIER=webhook', ['VITE_NOTIFY_WEBHOOK_URL'])
    const service = noCorsWebhookService(read.text('VITE_NOTIFY_WEBHOOK_URL') ?? '')
    if (service) {
      // The URL itself is not repeated: it is a secret.
      read.problems.push(
        `VITE_NOTIFY_WEBHOOK_URL is a ${service} incoming webhook, which answers no browser (no CORS) and would be public in the page: ` +
          'remove VITE_QUOTE_NOTIFIER and VITE_NOTIFY_WEBHOOK_URL, and let the relay post it: NOTIFIERS=mail,chat-webhook and CHAT_WEBHOOK_URL ' +
          'in the relay\'s environment (docs/configuration.md, "Chat notifications")',
      )
    } else {
      const url = read.url('VITE_NOTIFY_WEBHOOK_URL')
      // Missing or malformed, the reader has already said so.
      if (url !== undefined) notifier = { kind: 'webhook', url }
    }
  }

  if (read.problems.length > 0 || !store || !mailer) throw new QuoteConfigError(read.problems)
  return notifier ? { store, mailer, notifier } : { store, mailer }
}
