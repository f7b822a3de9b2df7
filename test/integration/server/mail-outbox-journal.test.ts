import type { PGlite } from '@electric-sql/pglite'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailOutbox } from '../../../server/outbox/mail-outbox'
import { openSentJournal } from '../../../server/mail/sent-journal'
import { createSmtpMailer } from '../../../server/mail/smtp-mailer'
import type { RelayStore } from '../../../server/stores/relay-store'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'
import { quoteMail } from './mail-samples'
import { openRelayStoreOn } from './relay-store-harness'
import { openEmbeddedDatabase } from '../../support/embedded-database'

let smtp: RunningSmtpServer
let db: PGlite
let store: RelayStore
let dataDir: string

beforeAll(async () => {
  smtp = await startSmtpServer()
  db = await openEmbeddedDatabase()
  store = await openRelayStoreOn(db)
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-journal-'))
})

afterAll(async () => {
  await smtp?.stop()
  await db?.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** The database goes away exactly between the SMTP transaction and marking the row sent. */
function storeThatCannotMarkSent(): RelayStore {
  return { ...store, outbox: { ...store.outbox, markMailSent: async () => Promise.reject(new Error('connection terminated (simulated)')) } }
}

function outboxWith(sqlStore: RelayStore, leaseMs: number) {
  return createMailOutbox({
    outbox: sqlStore.outbox,
    mailer: createSmtpMailer({ url: smtp.url, from: '"Relay tests" <quotes@installer.internal>' }),
    journal: openSentJournal(dataDir),
    retryBaseMs: 10,
    maxAttempts: 5,
    leaseMs,
    pollMs: 50,
  })
}

describe('a mail sent while the database stops before it is marked sent', () => {
  it('is not sent again when its row is claimed after the lease, nor after a restart, and ends marked sent', async () => {
    const key = crypto.randomUUID()
    const before = smtp.messages.length
    const first = outboxWith(storeThatCannotMarkSent(), 200)
    expect((await first.deliver(key, quoteMail('notification'))).status).toBe(200)
    await smtp.waitForMessages(before + 1)
    // The lease runs out and this relay's worker claims the still-waiting row.
    first.start()
    // Claimed again means tried again: the journal must have stopped the second send.
    await expect
      .poll(async () => (await store.outbox.findMail(key, 'notification'))?.attempts, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(2)
    await first.stop()
    expect(smtp.messages.length).toBe(before + 1)

    // A restart on the same DATA_DIR, with the database back.
    const second = outboxWith(store, 200)
    second.start()
    await expect.poll(async () => (await store.outbox.findMail(key, 'notification'))?.status, { timeout: 5_000 }).toBe('sent')
    await second.stop()
    expect(smtp.messages.length).toBe(before + 1)
  })
})
