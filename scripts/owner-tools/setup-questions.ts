import { parseQuoteConfig, QuoteConfigError, type QuoteConfigVariable } from '../../src/quote/wiring/quote-config'
import { parseSiteUrl } from '../../src/config/site-url'
import { relayEnvSchema } from '../../server/config'
import { isPlaceholderAddress, placeholderReason } from '../../server/placeholder-addresses'

/**
 * The three ways to go live and the questions each asks. Every answer is checked by the schema
 * the build or the relay will check it with (parseQuoteConfig, parseSiteUrl, relayEnvSchema), so
 * setup accepts exactly what `npm run build` and `npm start` accept, and says so at once.
 */

export const ways = ['static', 'server', 'mixed'] as const
export type Way = (typeof ways)[number]

export const wayLabels: Record<Way, { label: string; hint: string }> = {
  static: {
    label: 'Free static host (Netlify or Cloudflare Pages) with Supabase and EmailJS',
    hint: 'no server to look after; leads in a free Supabase database, e-mails through EmailJS',
  },
  server: {
    label: 'My own small server (the relay) with my e-mail provider',
    hint: 'about $5-10 a month; one program serves the pages, keeps the leads and sends the e-mails',
  },
  mixed: {
    label: 'Mixed: pages on a free static host, quotes through my own server',
    hint: 'the relay on a subdomain (quotes.your-domain.com) keeps the leads and sends the e-mails',
  },
}

export type Answers = Record<string, string>

export interface Question {
  /** The .env.local variable it fills; absent for a value used once and never written (the database password). */
  readonly variable?: string
  /** The command-line flag that answers it without a terminal. */
  readonly flag: string
  readonly message: string
  /** Where the owner finds the value, with the screens named as the service names them. */
  readonly where: string
  readonly placeholder: string
  /** Shown as dots while typed, never printed back. */
  readonly secret?: boolean
  /** May be left empty (a step the owner can do later). */
  readonly optional?: boolean
  /** Undefined when the value is good, else one sentence saying what is wrong. */
  validate(value: string, answers: Answers): string | undefined
}

/** What parseQuoteConfig says about `variable` when the rest of a valid configuration surrounds it. */
function quoteProblem(variable: QuoteConfigVariable, value: string, around: Record<string, string>): string | undefined {
  try {
    parseQuoteConfig({ ...around, [variable]: value })
    return undefined
  } catch (error) {
    if (!(error instanceof QuoteConfigError)) throw error
    return error.problems.find((problem) => problem.includes(variable))
  }
}

const supabaseAround = { VITE_QUOTE_STORE: 'supabase', VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' }
const emailjsAround = {
  VITE_QUOTE_MAILER: 'emailjs',
  VITE_EMAILJS_PUBLIC_KEY: 'key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID: 'confirmation',
  VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID: 'notification',
}

function required(value: string): string | undefined {
  return value.trim() === '' ? 'is needed' : undefined
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname : ''
}

function checkSiteUrl(value: string): string | undefined {
  if (required(value)) return 'is needed: the address your visitors type, such as https://www.your-domain.com'
  try {
    const origin = parseSiteUrl(value)
    if (!origin.startsWith('https://')) return `must start with https:// (every host named here gives a free certificate), not ${origin}`
    const host = new URL(origin).hostname
    if (isPlaceholderAddress(`site@${host}`)) return `${host} ${placeholderReason(`site@${host}`)}: write your own domain`
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

/** The first part of a JSON Web Token's payload, or undefined when the value is not one. */
function jwtRole(key: string): string | undefined {
  const payload = key.split('.')[1]
  if (key.split('.').length !== 3 || payload === undefined) return undefined
  try {
    const role = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role
    return typeof role === 'string' ? role : undefined
  } catch {
    return undefined
  }
}

function checkAnonKey(value: string): string | undefined {
  const problem = quoteProblem('VITE_SUPABASE_ANON_KEY', value, supabaseAround)
  if (problem) return problem
  // The key is published in every page: a key that bypasses row-level security must never be.
  if (value.trim().startsWith('sb_secret_') || jwtRole(value.trim()) === 'service_role')
    return 'is the secret service_role key, which can read and delete every lead: copy the anon (or publishable) key instead'
  if (!value.trim().startsWith('sb_publishable_') && jwtRole(value.trim()) !== 'anon')
    return 'does not look like an anon key: it is a long text starting with eyJ (or sb_publishable_)'
  return undefined
}

function checkSupabaseUrl(value: string): string | undefined {
  const problem = quoteProblem('VITE_SUPABASE_URL', value, supabaseAround)
  if (problem) return problem
  if (/(^|\.)supabase\.com$/.test(hostOf(value)))
    return "is the dashboard's address: copy the Project URL instead (https://<project-ref>.supabase.co)"
  return undefined
}

function relayProblem(variable: 'SMTP_URL' | 'OWNER_EMAIL' | 'DATABASE_URL', value: string): string | undefined {
  const parsed = relayEnvSchema.shape[variable].safeParse(value.trim())
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

function checkEmail(variable: 'OWNER_EMAIL' | 'MAIL_FROM', value: string): string | undefined {
  if (required(value)) return 'is needed'
  const address = /<([^<>]*)>\s*$/.exec(value)?.[1] ?? value.trim()
  const problem = relayProblem('OWNER_EMAIL', address)
  if (problem) return variable === 'MAIL_FROM' ? 'must end with one e-mail address, as "Your Business" <no-reply@your-domain.com>' : problem
  if (isPlaceholderAddress(value)) return `${address} ${placeholderReason(value)}: mail to or from it never arrives`
  return undefined
}

function checkDatabaseUrl(value: string): string | undefined {
  if (value.trim() === '') return undefined
  if (value.includes('[YOUR-PASSWORD]'))
    return 'still says [YOUR-PASSWORD]: put your database password there (Project Settings → Database → Reset database password if you do not know it)'
  return relayProblem('DATABASE_URL', value)
}

const siteUrl: Question = {
  variable: 'SITE_URL',
  flag: 'site-url',
  message: 'Your website address',
  where: 'The domain you bought, with https:// and usually www, e.g. https://www.smith-security.com',
  placeholder: 'https://www.your-domain.com',
  validate: checkSiteUrl,
}

export const supabaseDbUrlQuestion: Question = {
  flag: 'supabase-db-url',
  message: 'Supabase database connection string (to create the lead table for you; leave empty to do it later)',
  where:
    'Supabase dashboard → your project → the Connect button at the top → Connection String → Type: URI, Method: Session pooler. ' +
    'Replace [YOUR-PASSWORD] with the database password you chose when you created the project. It is used once and not saved.',
  placeholder: 'postgresql://postgres.abcd:password@aws-0-us-east-1.pooler.supabase.com:5432/postgres',
  secret: true,
  optional: true,
  validate: checkDatabaseUrl,
}

const staticQuestions: readonly Question[] = [
  siteUrl,
  {
    variable: 'VITE_SUPABASE_URL',
    flag: 'supabase-url',
    message: 'Supabase Project URL',
    where:
      'supabase.com → New project (free plan). Then the Connect button at the top of the project → App Frameworks: the Project URL; or Project Settings → Data API',
    placeholder: 'https://abcdefghijklmnop.supabase.co',
    validate: checkSupabaseUrl,
  },
  {
    variable: 'VITE_SUPABASE_ANON_KEY',
    flag: 'supabase-anon-key',
    message: 'Supabase anon (public) key',
    where:
      'Supabase → Project Settings → API Keys: the "anon public" key (tab Legacy API Keys) or the publishable key. Never the service_role or secret key',
    placeholder: 'eyJhbGciOi…',
    validate: checkAnonKey,
  },
  {
    variable: 'VITE_EMAILJS_PUBLIC_KEY',
    flag: 'emailjs-public-key',
    message: 'EmailJS Public Key',
    where: 'emailjs.com → sign up (free plan) → Account → General → API keys: Public Key',
    placeholder: 'AbCdEfGhIjKlMnOpQ',
    validate: (value) => quoteProblem('VITE_EMAILJS_PUBLIC_KEY', value, emailjsAround),
  },
  {
    variable: 'VITE_EMAILJS_SERVICE_ID',
    flag: 'emailjs-service-id',
    message: 'EmailJS Service ID',
    where: 'EmailJS → Email Services → Add New Service (connect the mailbox that sends your mail) → its Service ID',
    placeholder: 'service_xxxxxxx',
    validate: (value) => quoteProblem('VITE_EMAILJS_SERVICE_ID', value, emailjsAround),
  },
  {
    variable: 'VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID',
    flag: 'emailjs-confirmation-template-id',
    message: "EmailJS Template ID of the visitor's confirmation",
    where:
      'EmailJS → Email Templates → Create New Template, paste dist/emailjs-templates/confirmation.html (npm run emailjs:templates writes it) → Settings: Template ID',
    placeholder: 'template_xxxxxxx',
    validate: (value) => quoteProblem('VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID', value, emailjsAround),
  },
  {
    variable: 'VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID',
    flag: 'emailjs-notification-template-id',
    message: 'EmailJS Template ID of your lead notification',
    where: 'EmailJS → Email Templates → Create New Template, paste dist/emailjs-templates/notification.html → Settings: Template ID',
    placeholder: 'template_yyyyyyy',
    validate: (value) => quoteProblem('VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID', value, emailjsAround),
  },
]

const mailQuestions: readonly Question[] = [
  {
    variable: 'SMTP_URL',
    flag: 'smtp-url',
    message: "Your e-mail provider's SMTP address",
    where:
      "Your e-mail provider's SMTP settings (server, port 587, user name, password), written as smtp://user:password@server:587. " +
      'A password with @ : / or # in it: write them as %40 %3A %2F %23',
    placeholder: 'smtp://user:password@smtp.your-provider.com:587',
    secret: true,
    validate: (value) => required(value) ?? relayProblem('SMTP_URL', value),
  },
  {
    variable: 'OWNER_EMAIL',
    flag: 'owner-email',
    message: 'Where new leads go (your e-mail)',
    where: 'The mailbox you read every day',
    placeholder: 'office@your-domain.com',
    validate: (value) => checkEmail('OWNER_EMAIL', value),
  },
  {
    variable: 'MAIL_FROM',
    flag: 'mail-from',
    message: 'Sender of the e-mails',
    where: 'Your business name and an address at your own domain, the one your provider sends for',
    placeholder: '"Your Business" <no-reply@your-domain.com>',
    validate: (value) => checkEmail('MAIL_FROM', value),
  },
]

const relayUrl: Question = {
  variable: 'VITE_RELAY_URL',
  flag: 'relay-url',
  message: "Your server's address for quotes",
  where: 'A subdomain you point at your server, with https://, e.g. https://quotes.smith-security.com',
  placeholder: 'https://quotes.your-domain.com',
  validate: (value, answers) => {
    if (required(value)) return 'is needed in the mixed way: the address of your own server'
    const problem = quoteProblem('VITE_RELAY_URL', value, {})
    if (problem) return problem
    if (!value.startsWith('https://'))
      return 'must start with https://: the pages are served over HTTPS and a browser refuses plain http from them'
    if (answers.SITE_URL && new URL(value).origin === new URL(answers.SITE_URL).origin)
      return 'is your website address itself: in the mixed way the server has an address of its own (quotes.your-domain.com)'
    return undefined
  },
}

export const questionsFor: Record<Way, readonly Question[]> = {
  static: staticQuestions,
  server: [siteUrl, ...mailQuestions],
  mixed: [siteUrl, relayUrl, ...mailQuestions],
}

/** Values a way fixes without asking. */
export function fixedValues(way: Way, answers: Answers): Record<string, string> {
  if (way === 'static') return { VITE_QUOTE_STORE: 'supabase', VITE_QUOTE_MAILER: 'emailjs' }
  if (way === 'server') return { VITE_QUOTE_STORE: 'relay', VITE_QUOTE_MAILER: 'relay', VITE_RELAY_URL: '' }
  // The relay on its own origin answers the site's origin only (CORS).
  return { VITE_QUOTE_STORE: 'relay', VITE_QUOTE_MAILER: 'relay', CORS_ORIGINS: parseSiteUrl(answers.SITE_URL) }
}
