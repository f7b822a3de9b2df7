import path from 'node:path'
import { z } from 'zod'
import { company } from '../src/content/company'
import { isEmailAddress } from '../src/quote/domain/text-rules'
import { fileURLToPath } from 'node:url'
import { findNotifierModule, notifierModules } from './notify/notifier-registry'
import { OwnerFilesError, readOwnerContent } from '../src/content/owner/read-owner-files'
import { isPlaceholderAddress, placeholderReason } from './placeholder-addresses'

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/** Express's `trust proxy` setting: off, on, a hop count, or a list of trusted addresses. */
export type TrustProxy = boolean | number | string

/** Everything the relay reads from the environment, validated once at start-up. */
export interface RelayConfig {
  readonly port: number
  readonly host: string
  /** Absolute; holds the PGlite database and the .eml outbox. */
  readonly dataDir: string
  /** PostgreSQL connection string; when absent the relay embeds PGlite under `dataDir`. */
  readonly databaseUrl?: string
  /** SMTP connection URL; when absent mail is written as .eml files under `dataDir/outbox`. */
  readonly smtpUrl?: string
  readonly mailFrom: string
  /** The only recipient notifications may go to. */
  readonly ownerEmail: string
  /** Absolute; the Vite client build with prerendered `<route>/index.html` files. */
  readonly siteDir: string
  readonly trustProxy: TrustProxy
  /** Requests per minute per client address, shared by the three POST endpoints. */
  readonly rateLimitPerMinute: number
  /**
   * Confirmations the relay sends in an hour, to all recipients together: the ceiling on what a
   * sender who invents addresses can make the business's domain send.
   */
  readonly confirmationsPerHour: number
  /**
   * Of those, what one source (an IPv4 address, an IPv6 /48) may spend: a small share, so one
   * sender cannot use up the hour and leave real visitors without their confirmations.
   */
  readonly confirmationsPerSourcePerHour: number
  /** Seconds before a failed e-mail's first retry; each later retry waits twice as long. */
  readonly mailRetrySeconds: number
  /** Attempts after which an undeliverable e-mail is marked dead. */
  readonly mailMaxAttempts: number
  /** Cross-origin callers allowed to use the POST endpoints; same-origin needs no entry. */
  readonly corsOrigins: readonly string[]
  /** Extra origins the browser may connect to (CSP connect-src), e.g. Supabase or EmailJS. */
  readonly cspConnectOrigins: readonly string[]
  readonly logLevel: LogLevel
  /** Who tells the owner of a lead (NOTIFIERS), each with its own validated settings; each gets every lead once. */
  readonly notifiers: readonly NotifierChoice[]
  /**
   * The site's leads are stored here (the build's VITE_QUOTE_STORE is `relay`, the default), so a
   * confirmation goes only to the address of a submission stored under its key (decision 0040).
   */
  readonly leadsKeptHere: boolean
}

/** A notifier the configuration names, with the settings its module's schema parsed. */
export interface NotifierChoice {
  readonly name: string
  readonly settings: unknown
}

export class RelayConfigError extends Error {
  override readonly name = 'RelayConfigError'
}

function urlWithProtocols(protocols: readonly string[], example: string) {
  return z
    .string()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), { error: `must be a URL like ${example}` })
}

function toOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.pathname !== '/' || url.search || url.hash || url.username) return undefined
  return url.origin
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const originList = z.string().transform((value, context) => {
  const origins: string[] = []
  for (const item of commaList(value)) {
    const origin = toOrigin(item)
    if (origin) origins.push(origin)
    else context.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://example.com` })
  }
  return origins
})

/**
 * Above this a per-address limit stops meaning anything for a quote form (a visitor sends three
 * requests per quote); a load test runs with its own relay, not a production setting.
 */
const maxRateLimitPerMinute = 1000

function wholeNumber(min: number, max: number, what: string) {
  const message = `must be a whole number of ${what}, from ${min} to ${max}`
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message })
}

const trustProxy = z.string().transform((value): TrustProxy => {
  const trimmed = value.trim()
  if (trimmed === 'true') return true
  if (trimmed === 'false') return false
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return trimmed
})

/** A small installer gets a few quotes an hour; a hundred and twenty confirmations is a flood, not business. */
const defaultConfirmationsPerHour = 120

/**
 * A tenth of the hour's ceiling (12 of 120), and never fewer than one mailbox's three: an office
 * behind one address still gets its confirmations, and ten senders are needed to spend the hour.
 */
export function defaultSourceShare(confirmationsPerHour: number): number {
  return Math.max(3, Math.ceil(confirmationsPerHour / 10))
}

/** The relay's variables and their shapes; `npm run setup` checks an owner's answers with the same schema. */
export const relayEnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@host:587').optional(),
  MAIL_FROM: z.string().default(`"${company.name}" <no-reply@${company.email.split('@')[1]}>`),
  OWNER_EMAIL: z.string().refine(isEmailAddress, { error: 'must be one e-mail address' }).default(company.email),
  SITE_DIR: z.string().default('dist/client'),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_PER_MINUTE: wholeNumber(1, maxRateLimitPerMinute, 'requests per minute from one address').default(10),
  MAIL_RETRY_SECONDS: wholeNumber(1, 3600, 'seconds before the first retry of a failed e-mail').default(30),
  MAIL_MAX_ATTEMPTS: wholeNumber(1, 20, 'attempts per e-mail').default(8),
  CONFIRMATIONS_PER_HOUR: wholeNumber(1, 100_000, 'confirmation e-mails an hour to all visitors together').default(
    defaultConfirmationsPerHour,
  ),
  CONFIRMATIONS_PER_SOURCE_PER_HOUR: wholeNumber(1, 100_000, 'confirmation e-mails an hour from one address or IPv6 /48').optional(),
  CORS_ORIGINS: originList.default([]),
  CSP_CONNECT_ORIGINS: originList.default([]),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  NOTIFIERS: z.string().default('mail'),
})

/**
 * NOTIFIERS, then each named notifier's own variables (server/notify/notifier-registry.ts).
 * Problems come back as lines naming the variable; a secret's value is never repeated.
 */
function parseNotifiers(list: string, env: RelayEnv): { notifiers: NotifierChoice[]; problems: string[] } {
  const problems: string[] = []
  const notifiers: NotifierChoice[] = []
  const names = [...new Set(commaList(list))]
  const known = notifierModules.map((module) => module.name).join(', ')
  if (names.length === 0) problems.push(`  NOTIFIERS: name at least one of ${known}`)
  for (const name of names) {
    const module = findNotifierModule(name)
    if (!module) {
      problems.push(`  NOTIFIERS: "${name}" is not a notifier; use a comma-separated list of ${known}`)
      continue
    }
    const present = Object.fromEntries(module.variables.map((variable) => [variable, env[variable]?.trim() || undefined]))
    const parsed = module.env.safeParse(present)
    if (parsed.success) notifiers.push({ name, settings: parsed.data })
    else {
      for (const issue of parsed.error.issues) {
        const variable = String(issue.path[0] ?? name)
        const message = present[variable] === undefined ? `is needed for the ${name} notifier (NOTIFIERS names it)` : issue.message
        problems.push(`  ${variable}: ${message}`)
      }
    }
  }
  for (const module of notifierModules) {
    if (names.includes(module.name)) continue
    for (const variable of module.variables.filter((name) => env[name]?.trim())) {
      problems.push(
        `  ${variable}: is set, but NOTIFIERS does not name ${module.name}: add it (e.g. NOTIFIERS=mail,${module.name}) or remove ${variable}`,
      )
    }
  }
  return { notifiers, problems }
}

export type RelayEnv = Readonly<Record<string, string | undefined>>

/** The checkout the relay runs from: owner/ sits beside server/, wherever the process was started. */
const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * Reads the relay's variables from `env`. Empty values count as unset, so a blank line in an
 * .env file falls back to the default instead of failing.
 */
export function loadRelayConfig(env: RelayEnv = process.env, cwd: string = process.cwd(), ownerRoot: string = projectRoot): RelayConfig {
  const present = Object.fromEntries(
    Object.keys(relayEnvSchema.shape)
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = relayEnvSchema.safeParse(present)
  const { notifiers, problems } = parseNotifiers(env.NOTIFIERS?.trim() || 'mail', env)
  // The build's own choice, read from the same files: where the site's leads go (decision 0040).
  const leadStore = env.VITE_QUOTE_STORE?.trim() || 'relay'
  if (leadStore !== 'relay' && leadStore !== 'supabase')
    problems.push(`  VITE_QUOTE_STORE: must be relay or supabase, as the build reads it (got ${JSON.stringify(leadStore)})`)
  if (!parsed.success || problems.length > 0) {
    const lines = (parsed.error?.issues ?? []).map((issue) => `  ${String(issue.path[0] ?? 'environment')}: ${issue.message}`)
    throw new RelayConfigError(`Invalid relay configuration:\n${[...lines, ...problems].join('\n')}`)
  }
  const values = parsed.data
  try {
    // Every owner file, as the build reads them: the relay refuses to start on what the build refuses.
    readOwnerContent(ownerRoot)
  } catch (error) {
    if (error instanceof OwnerFilesError) throw new RelayConfigError(error.message)
    throw error
  }
  if (values.SMTP_URL) {
    // Real mail to or from a placeholder domain never arrives: every lead notification would vanish.
    const placeholders = (['OWNER_EMAIL', 'MAIL_FROM'] as const).filter((name) => isPlaceholderAddress(values[name]))
    if (placeholders.length > 0) {
      const lines = placeholders.map((name) => {
        const example =
          name === 'OWNER_EMAIL' ? 'OWNER_EMAIL=office@your-real-domain.com' : `MAIL_FROM='"Your Business" <no-reply@your-real-domain.com>'`
        const origin = env[name]?.trim()
          ? ''
          : ` (it is not set, so it defaults to ${name === 'OWNER_EMAIL' ? 'the e-mail' : 'an address at the domain of the e-mail'} in owner/profile.json)`
        return (
          `  ${name}: "${values[name]}" ${placeholderReason(values[name])}${origin}, so mail ${name === 'OWNER_EMAIL' ? 'to' : 'from'} it never arrives.\n` +
          `    Fix: write your own address in the file .env.local (or .env) in the project folder, as ${example}\n` +
          `    (or where the relay's environment is set: the systemd unit's Environment= lines, docker run -e).`
        )
      })
      throw new RelayConfigError(`Refusing to send real mail with a placeholder address:\n${lines.join('\n')}`)
    }
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    ownerEmail: values.OWNER_EMAIL,
    siteDir: path.resolve(cwd, values.SITE_DIR),
    trustProxy: values.TRUST_PROXY,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    confirmationsPerHour: values.CONFIRMATIONS_PER_HOUR,
    confirmationsPerSourcePerHour: Math.min(
      values.CONFIRMATIONS_PER_HOUR,
      values.CONFIRMATIONS_PER_SOURCE_PER_HOUR ?? defaultSourceShare(values.CONFIRMATIONS_PER_HOUR),
    ),
    mailRetrySeconds: values.MAIL_RETRY_SECONDS,
    mailMaxAttempts: values.MAIL_MAX_ATTEMPTS,
    corsOrigins: values.CORS_ORIGINS,
    cspConnectOrigins: values.CSP_CONNECT_ORIGINS,
    logLevel: values.LOG_LEVEL,
    notifiers,
    leadsKeptHere: leadStore === 'relay',
  }
}
