import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import pino from 'pino'
import { composeRelay } from '../../../server/compose-relay'
import { loadRelayConfig } from '../../../server/config'
import { createEmlFileMailer } from '../../../server/mail/eml-file-mailer'
import type { RelayMailer } from '../../../server/mail/relay-mailer'
import { createPgliteSqlClient } from '../../support/pglite-sql-client'
import { createRelayStore, migrateRelayStore, type RelayStore } from '../../../server/stores/relay-store'
import type { ContactSubmission } from '../../../server/stores/lead-store'
import { company } from '../../../src/content/company'
import { seededDataDir } from '../../support/seeded-data-dir'
import { openEmbeddedDatabase } from '../../support/embedded-database'

/** The relay's real PGlite database, migrated with the relay's own migrations. */
export interface RelayDatabase {
  readonly store: RelayStore
  rows(): Promise<ContactSubmission[]>
  close(): Promise<void>
}

export async function openRelayDatabase(): Promise<RelayDatabase> {
  const db = await openEmbeddedDatabase()
  const sql = createPgliteSqlClient(db)
  await migrateRelayStore(sql)
  return {
    store: createRelayStore(sql),
    async rows() {
      const result = await db.query<Omit<ContactSubmission, 'created_at'> & { created_at: Date }>(
        'select name, email, phone, address, message, created_at from contact_submissions order by id',
      )
      return result.rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))
    },
    close: () => db.close(),
  }
}

/** A PGlite store whose database is already closed: every insert fails as a lost database would. */
export async function openBrokenRelayStore(): Promise<RelayStore> {
  const db = await openEmbeddedDatabase()
  await db.close()
  return createRelayStore(createPgliteSqlClient(db))
}

export interface RelayOutbox {
  readonly dir: string
  readonly mailer: RelayMailer
  /** Every recipient address of every .eml written so far, parsed as a mail client would. */
  recipients(): Promise<string[]>
}

export function emlOutbox(dir: string): RelayOutbox {
  return {
    dir,
    mailer: createEmlFileMailer({ outboxDir: dir, from: `"${company.name}" <no-reply@piedmontshield.example>` }),
    async recipients() {
      const files = await readdir(dir).catch(() => [] as string[])
      const addresses: string[] = []
      for (const file of files.filter((name) => name.endsWith('.eml')).sort()) {
        const mail = await simpleParser(await readFile(path.join(dir, file)))
        const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []
        for (const group of to) for (const entry of group.value) if (entry.address) addresses.push(entry.address)
      }
      return addresses
    },
  }
}

export interface RealRelay {
  readonly url: string
  close(): Promise<void>
}

export interface RealRelayOptions {
  readonly store: RelayStore
  readonly mailer: RelayMailer
  readonly workDir: string
  readonly rateLimitPerMinute?: number
  /** The site's `VITE_QUOTE_STORE`, which the relay reads too: `supabase` makes it mail only (decision 0040). */
  readonly siteStore?: 'relay' | 'supabase'
}

/** The Express relay from server/app.ts, configured the way server/main.ts does, on a loopback port. */
export async function startRealRelay(options: RealRelayOptions): Promise<RealRelay> {
  const config = loadRelayConfig(
    {
      DATA_DIR: options.workDir,
      SITE_DIR: path.join(options.workDir, 'site'),
      OWNER_EMAIL: company.email,
      VITE_QUOTE_STORE: options.siteStore ?? 'relay',
    },
    options.workDir,
  )
  const relay = await composeRelay({ ...config, rateLimitPerMinute: options.rateLimitPerMinute ?? 10_000 }, pino({ level: 'silent' }), {
    store: options.store,
    mailer: options.mailer,
  })
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = relay.app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })
      await relay.close()
    },
  }
}

export async function makeWorkDir(): Promise<{ readonly dir: string; remove(): Promise<void> }> {
  const dir = await seededDataDir('relay-contract-')
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** An outbox the relay cannot write to (its parent is a file), so every send fails for real. */
export async function unwritableOutbox(workDir: string): Promise<RelayOutbox> {
  const blocker = path.join(workDir, 'not-a-directory')
  await writeFile(blocker, 'this file stands where the outbox directory would be\n')
  return emlOutbox(path.join(blocker, 'outbox'))
}
