/**
 * `npm run check:live -- https://www.your-domain.com`: checks the live site from outside and
 * says, for each problem, what to change and where. Exit code 1 when anything is wrong.
 * The site's quote settings come from the same files the build read (.env.local and the others
 * in scripts/env-files.js), or from flags. Decision 0031 says what is checked and why.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { envFiles } from '../env-files.js'
import { parseQuoteConfig, QuoteConfigError } from '../../src/quote/wiring/quote-config'
import { readEnvFile } from './env-file'
import {
  checkHeaders,
  checkHome,
  checkNotFound,
  checkPages,
  checkQuotePath,
  checkSpf,
  type CheckResult,
  type QuotePath,
} from './live-checks'

const options = {
  'allow-http': { type: 'boolean' },
  'settings-file': { type: 'string' },
  'relay-url': { type: 'string' },
  'supabase-url': { type: 'string' },
  'supabase-anon-key': { type: 'string' },
  'mail-from': { type: 'string' },
  'smtp-url': { type: 'string' },
  'dns-server': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

const usage =
  'npm run check:live -- https://www.your-domain.com [options]\n\n' +
  '  --settings-file <file>   the settings the site was built with (default: .env.local and the other .env files here)\n' +
  '  --relay-url, --supabase-url, --supabase-anon-key, --mail-from, --smtp-url   instead of the settings file\n' +
  '  --dns-server <ip[:port]> ask this DNS server for the SPF record\n' +
  '  --allow-http             check a site on http:// (a test on this computer)'

/** The settings the build read: the first file to set a variable wins, and the terminal over all. */
function settings(file: string | undefined): Record<string, string | undefined> {
  if (file) return { ...readEnvFile(path.resolve(file)) }
  const merged: Record<string, string | undefined> = {}
  for (const name of [...envFiles].reverse()) Object.assign(merged, readEnvFile(path.resolve(name)))
  return { ...merged, ...process.env }
}

function quotePathFrom(env: Record<string, string | undefined>, origin: string): QuotePath {
  const config = parseQuoteConfig(env)
  const relayUrl =
    config.store.kind === 'relay' ? config.store.relayUrl : config.mailer.kind === 'relay' ? config.mailer.relayUrl : undefined
  return {
    relayUrl: relayUrl === undefined ? undefined : relayUrl || origin,
    supabase: config.store.kind === 'supabase' ? { url: config.store.url, anonKey: config.store.anonKey } : undefined,
    emailjsOrigin: config.mailer.kind === 'emailjs' ? (config.mailer.origin ?? 'https://api.emailjs.com') : undefined,
  }
}

function print(result: CheckResult): void {
  if (result.problems.length === 0) {
    console.log(
      result.skipped
        ? `-  ${result.name}: not checked, ${result.skipped}`
        : `✓  ${result.name}${result.passed ? `: ${result.passed}` : ''}`,
    )
    return
  }
  console.log(`✗  ${result.name}`)
  for (const problem of result.problems) console.log(`     Problem: ${problem.what}\n     Fix:     ${problem.fix}`)
}

async function main(argv: readonly string[]): Promise<number> {
  const { values: flags, positionals } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true })
  if (flags.help || positionals.length !== 1) {
    console.log(usage)
    return flags.help ? 0 : 2
  }
  if (!URL.canParse(positionals[0]!)) {
    console.log(`"${positionals[0]}" is not an address: write it as https://www.your-domain.com`)
    return 2
  }
  const url = new URL(positionals[0]!)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && flags['allow-http'])) {
    console.log(`Check the address visitors use, with https:// (${url.href} is ${url.protocol.replace(':', '')}).`)
    return 2
  }
  const target = { origin: url.origin, https: url.protocol === 'https:' }
  const env = settings(flags['settings-file'])
  if (flags['relay-url']) Object.assign(env, { VITE_RELAY_URL: flags['relay-url'] })
  if (flags['supabase-url'] || flags['supabase-anon-key'])
    Object.assign(env, {
      VITE_QUOTE_STORE: 'supabase',
      VITE_SUPABASE_URL: flags['supabase-url'],
      VITE_SUPABASE_ANON_KEY: flags['supabase-anon-key'],
    })

  let quote: QuotePath
  try {
    quote = quotePathFrom(env, target.origin)
  } catch (error) {
    if (!(error instanceof QuoteConfigError)) throw error
    console.log(`The quote settings here are not valid, so the build would refuse them too:\n  ${error.problems.join('\n  ')}`)
    return 1
  }

  console.log(`Checking ${target.origin} from outside\n`)
  const results: CheckResult[] = []
  const report = (result: CheckResult) => {
    results.push(result)
    print(result)
  }
  const home = await checkHome(target)
  report(home.result)
  if (home.html !== undefined && home.headers) {
    report(await checkPages(target))
    report(await checkNotFound(target))
    report(await checkHeaders(target, { html: home.html, headers: home.headers }, quote))
  }
  report(await checkQuotePath(target, quote))
  report(await checkSpf(flags['mail-from'] ?? env.MAIL_FROM, flags['smtp-url'] ?? env.SMTP_URL, flags['dns-server']))

  const failed = results.filter((result) => result.problems.length > 0).length
  console.log(
    failed === 0
      ? `\nYour site works: every check passed for ${target.origin}.`
      : `\n${failed} of ${results.length} checks found a problem. Fix them, then run this again.`,
  )
  return failed === 0 ? 0 : 1
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  },
)
