import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { loadRelayConfig } from '../../../server/config'

/**
 * The owner sets the relay up by removing the `# ` in front of a line of .env.example and
 * changing the value. Each example must read back, through the same parser `process.loadEnvFile`
 * uses, as the whole value it shows: an unquoted value that starts with a quote loses everything
 * after the closing quote (`MAIL_FROM="Shop" <a@b.com>` reads as `Shop`).
 */
const examples = readFileSync(resolve(import.meta.dirname, '../../../.env.example'), 'utf8')
  .split('\n')
  .map((line, index) => ({ line: index + 1, match: /^# ([A-Z][A-Z0-9_]*)=(.*)$/.exec(line) }))
  .flatMap(({ line, match }) => (match ? [{ line, name: match[1]!, written: match[2]! }] : []))

/** The value as the owner reads it: without the one pair of quotes that wraps it whole, if any. */
const shown = (written: string) => /^(['"`])(.*)\1$/.exec(written)?.[2] ?? written

describe('.env.example', () => {
  it('has commented examples to copy', () => {
    expect(examples.length).toBeGreaterThan(10)
  })

  it.each(examples.map((example) => [`${example.name} (line ${example.line})`, example] as const))(
    'reads %s back as the whole value it shows once uncommented',
    (_, { name, written }) => {
      expect(parseEnv(`${name}=${written}`)[name]).toBe(shown(written))
    },
  )
})

describe('the fix the relay prints for a placeholder sender', () => {
  it('reads back from .env as the display name and the address it shows', () => {
    const env = { SMTP_URL: 'smtp://smtp.mail-host.net', OWNER_EMAIL: 'owner@installer.internal', MAIL_FROM: 'no-reply@your-domain.com' }
    const message = (() => {
      try {
        loadRelayConfig(env)
      } catch (error) {
        return error instanceof Error ? error.message : String(error)
      }
      return ''
    })()
    const fix = /as (MAIL_FROM=.*)$/m.exec(message)?.[1]
    expect(fix, message).toBeDefined()
    expect(parseEnv(fix!).MAIL_FROM).toBe('"Your Business" <no-reply@your-real-domain.com>')
  })
})
