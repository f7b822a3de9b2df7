import { existsSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relayPaths } from '../../../src/quote/relay-api'
import { confirmationThankYou } from '../../../src/quote/domain/quote-wording'
import { company } from '../../../src/content/company'
import { loadRelayConfig } from '../../../server/config'
import { openRelayStore } from '../../../server/stores/open-relay-store'
import type { RelayStore } from '../../../server/stores/relay-store'
import { confirmationBody, notificationBody, startRelay, type RelayUnderTest } from './relay-harness'
import { seededDataDir } from '../../support/seeded-data-dir'

let dataDir: string
let store: RelayStore
let relay: RelayUnderTest

beforeAll(async () => {
  dataDir = await seededDataDir('relay-outbox-')
  const env = { DATA_DIR: dataDir }
  store = await openRelayStore(loadRelayConfig(env))
  relay = await startRelay({ store, env })
})

afterAll(async () => {
  await relay?.close()
  await store?.close()
  await rm(dataDir, { recursive: true, force: true })
})

async function outboxFiles(): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox')
  return existsSync(outbox) ? (await readdir(outbox)).sort() : []
}

describe('the relay without DATABASE_URL and SMTP_URL', () => {
  it('keeps submissions in PGlite under DATA_DIR/pglite and writes mail to DATA_DIR/outbox', () => {
    expect(store.kind).toBe('pglite')
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true)
    expect(relay.mailer.kind).toBe('eml-file')
  })

  it('writes each message as an .eml file that parses back with the right To, Subject and body', async () => {
    expect((await relay.confirm(confirmationBody())).status).toBe(200)
    expect((await relay.postJson(relayPaths.notifications, notificationBody(company.email))).status).toBe(200)

    const files = await outboxFiles()
    expect(files).toHaveLength(2)
    const confirmationFile = files.find((file) => file.includes('-confirmation-'))
    const notificationFile = files.find((file) => file.includes('-notification-'))
    expect(confirmationFile).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-confirmation-[0-9a-f]{8}\.eml$/)
    expect(notificationFile).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-notification-[0-9a-f]{8}\.eml$/)

    const rawConfirmation = await readFile(path.join(dataDir, 'outbox', confirmationFile as string), 'utf8')
    expect(rawConfirmation).toContain('\r\n')
    const confirmation = await simpleParser(rawConfirmation)
    expect(confirmation.to).toMatchObject({ value: [{ address: 'ann.visitor@example.com' }] })
    expect(confirmation.subject).toBe(`We received your quote request — ${company.name}`)
    expect(confirmation.from?.value[0]?.address).toBe(`no-reply@${company.email.split('@')[1]}`)
    expect(confirmation.text).toContain(confirmationThankYou)

    const notification = await simpleParser(await readFile(path.join(dataDir, 'outbox', notificationFile as string)))
    expect(notification.to).toMatchObject({ value: [{ address: company.email }] })
    expect(notification.subject).toBe('New quote request from Ann Visitor')
    expect(notification.replyTo?.value[0]?.address).toBe('ann.visitor@example.com')
  })

  it('logs one line per written file naming the file, recipient and subject', () => {
    const lines = relay.logLines.filter((line) => line.msg === 'mail written to outbox')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({
      file: expect.stringMatching(/outbox\/.+-confirmation-.+\.eml$/),
      to: 'ann.visitor@example.com',
      subject: `We received your quote request — ${company.name}`,
    })
  })
})
