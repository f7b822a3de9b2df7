import type { PGlite } from '@electric-sql/pglite'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { relayPaths } from '../../../src/quote/relay-api'
import type { RelayStore } from '../../../server/stores/relay-store'
import { openRelayStoreOn } from './relay-store-harness'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'
import { confirmationBody, notificationBody, sendBarrierMail, startRelay, submissionBody, type RelayUnderTest } from './relay-harness'
import { acceptedLeadValues, hostileLeadValues } from '../../support/hostile-lead-values'
import { openEmbeddedDatabase } from '../../support/embedded-database'
import { hourMs, roomInWindow } from '../../support/rate-window'

const owner = 'owner.desk@installer.internal'

let db: PGlite
let smtp: RunningSmtpServer
let relay: RelayUnderTest
let store: RelayStore

/** The site-wide ceiling counts every confirmation this file sends: a ceiling test starts a fresh hour. */
async function freshCeilingHour(): Promise<RelayStore> {
  // Stored keys begin with their window's length (server/stores/rate-counter-store.ts).
  await db.query("delete from rate_counters where key like '%:confirm:*'")
  await db.query("delete from rate_charges where key like '%:confirm:*'")
  await db.query("delete from rate_counters where key like '%:confirm-src:%'")
  await db.query("delete from rate_charges where key like '%:confirm-src:%'")
  return store
}

beforeAll(async () => {
  db = await openEmbeddedDatabase()
  smtp = await startSmtpServer()
  store = await openRelayStoreOn(db)
  relay = await startRelay({
    store,
    // Every test here posts from loopback: the share one source may spend is tested on its own.
    env: { SMTP_URL: smtp.url, OWNER_EMAIL: owner, RATE_LIMIT_PER_MINUTE: '1000', CONFIRMATIONS_PER_SOURCE_PER_HOUR: '100000' },
  })
})

afterAll(async () => {
  await relay?.close()
  await smtp?.stop()
  await db?.close()
})

async function rowsWithMessage(message: string) {
  return (await db.query<Record<string, unknown>>('select * from contact_submissions where message = $1', [message])).rows
}

describe('hostile bodies get a 4xx, never a 5xx', () => {
  const json = JSON.stringify(submissionBody({ message: 'Corrupt encodings: 1e4f.' }))

  it.each(['gzip', 'deflate', 'br'])('answers 415 for a corrupt %s body', async (encoding) => {
    const response = await relay.post(relayPaths.submissions, new Blob(['not compressed at all']), {
      'Content-Type': 'application/json',
      'Content-Encoding': encoding,
    })
    expect(response.status).toBe(415)
  })

  it('answers 415 for a compressed body instead of inflating it', async () => {
    const response = await relay.post(relayPaths.submissions, new Blob([new Uint8Array(gzipSync(json))]), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    })
    expect(response.status).toBe(415)
  })

  it.each(['utf-7', 'utf-16', 'utf-16le', 'latin1', 'iso-8859-1'])('answers 415 for charset=%s', async (charset) => {
    const response = await relay.post(relayPaths.submissions, json, { 'Content-Type': `application/json; charset=${charset}` })
    expect(response.status).toBe(415)
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('UTF-8')
  })

  it('accepts charset=utf-8 in any letter case', async () => {
    const body = submissionBody({ message: 'Charset case: 55aa.' })
    const response = await relay.post(relayPaths.submissions, JSON.stringify(body), {
      'Content-Type': 'application/json; charset=UTF-8',
    })
    expect(response.status).toBe(201)
  })

  it.each(['0000-01-01T00:00:00Z', '2026-01-01T00:00:00+23:59', '+010000-01-01T00:00:00Z', '10000-01-01T00:00:00Z'])(
    'stores the server time for a created_at of %s',
    async (createdAt) => {
      const message = `Odd created_at ${createdAt}`
      const before = Date.now()
      const response = await relay.postJson(relayPaths.submissions, submissionBody({ created_at: createdAt, message }))
      expect(response.status).toBeLessThan(500)
      if (response.status !== 201) return
      const [row] = await rowsWithMessage(message)
      const stored = (row?.created_at as Date).getTime()
      expect(Math.abs(stored - before)).toBeLessThan(60_000)
    },
  )

  it('keeps a created_at within a day of now exactly as the visitor sent it', async () => {
    const createdAt = new Date(Date.now() - 5 * 60_000).toISOString()
    const message = 'Recent created_at: 3c3c.'
    expect((await relay.postJson(relayPaths.submissions, submissionBody({ created_at: createdAt, message }))).status).toBe(201)
    const [row] = await rowsWithMessage(message)
    expect((row?.created_at as Date).toISOString()).toBe(createdAt)
  })
})

describe('junk does not pass as a lead', () => {
  it.each([
    ['email', 'a@b', 'email'],
    ['phone', '12', 'phone'],
    ['name', 'Ann\u0007Visitor', 'name'],
    ['message', 'Hello\u0000there', 'message'],
    ['name', 'Visit https://spam.example now', 'name'],
    ['name', '<a href="x">Ann</a>', 'name'],
  ])('refuses a submission whose %s is %j, naming the field', async (field, value, named) => {
    const response = await relay.postJson(relayPaths.submissions, submissionBody({ [field]: value }))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { issues: { field: string }[] } }
    expect(body.error.issues.map((issue) => issue.field)).toContain(named)
  })

  it('refuses a confirmation whose to_name carries a link', async () => {
    const response = await relay.confirm(confirmationBody({ to_name: 'Win at www.spam.example' }))
    expect(response.status).toBe(400)
  })

  it('refuses a filled honeypot field on every endpoint', async () => {
    for (const [pathname, body] of [
      [relayPaths.submissions, submissionBody({ website: 'http://bot.example' })],
      [relayPaths.confirmations, confirmationBody({ website: 'x' })],
      [relayPaths.notifications, notificationBody(owner, { website: 'x' })],
    ] as const) {
      expect((await relay.postJson(pathname, body)).status).toBe(400)
    }
  })
})

describe('one text rule at the relay: the shared table of hostile values', () => {
  async function issueFields(response: Response): Promise<string[]> {
    return ((await response.json()) as { error: { issues?: { field: string }[] } }).error.issues?.map((issue) => issue.field) ?? []
  }

  it('refuses every hostile value in a submission with 400 naming the field, and stores none of them', async () => {
    const marker = `Hostile table ${crypto.randomUUID()}`
    for (const { field, value, why } of hostileLeadValues) {
      const response = await relay.postJson(
        relayPaths.submissions,
        submissionBody({ [field]: value, message: field === 'message' ? value : marker }),
      )
      expect(response.status, why).toBe(400)
      expect(await issueFields(response), why).toContain(field)
    }
    expect(await rowsWithMessage(marker)).toEqual([])
  })

  it('takes every value real people type', async () => {
    for (const { field, value, why } of acceptedLeadValues) {
      const response = await relay.postJson(relayPaths.submissions, submissionBody({ [field]: value }))
      expect(response.status, why).toBe(201)
    }
  })

  it('refuses a hostile name in the confirmation greeting, so no mail opens "Hello Win big at prize.sbs,"', async () => {
    const before = smtp.messages.length
    for (const { field, value, why } of hostileLeadValues.filter((entry) => entry.field === 'name')) {
      const response = await relay.confirm(confirmationBody({ to_name: value, to_email: `greeting.${Date.now()}@mail-host.net` }))
      expect(response.status, `${field}: ${why}`).toBe(400)
      expect(await issueFields(response), why).toContain('to_name')
    }
    await sendBarrierMail(relay, smtp)
    expect(smtp.messages.length - before).toBe(1)
  })

  // The bytes the outside test sent: an encoded surrogate, a byte no UTF-8 has, an overlong '/'.
  it.each([
    ['ED A0 80', [0xed, 0xa0, 0x80]],
    ['FF', [0xff]],
    ['C0 AF', [0xc0, 0xaf]],
  ])('refuses invalid UTF-8 (%s) in a field with 400 naming it, and never stores U+FFFD', async (_hex, bytes) => {
    const message = `Invalid UTF-8 ${crypto.randomUUID()}`
    const [before, after] = JSON.stringify(submissionBody({ name: 'Ann @@ Visitor', message })).split('@@')
    const body = Buffer.concat([Buffer.from(before as string), Buffer.from(bytes), Buffer.from(after as string)])
    const response = await relay.post(relayPaths.submissions, new Blob([new Uint8Array(body)]), { 'Content-Type': 'application/json' })
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: { message: string; issues: { field: string; message: string }[] } }
    expect(answer.error.message).toBe('The body is not valid UTF-8.')
    expect(answer.error.issues).toEqual([{ field: 'name', message: 'name is not valid UTF-8 text. Please retype it.' }])
    expect(await rowsWithMessage(message)).toEqual([])
    expect((await db.query("select count(*)::int as n from contact_submissions where name like '%' || chr(65533) || '%'")).rows).toEqual([
      { n: 0 },
    ])
  })

  it('refuses invalid UTF-8 outside any field with 400 naming the body, even where the lead would not keep it', async () => {
    const message = `Invalid UTF-8 in a key ${crypto.randomUUID()}`
    const [before, after] = JSON.stringify({ ...submissionBody({ message }), 'extra@@': 1 }).split('@@')
    const body = Buffer.concat([Buffer.from(before as string), Buffer.from([0xc0, 0xaf]), Buffer.from(after as string)])
    const response = await relay.post(relayPaths.submissions, new Blob([new Uint8Array(body)]), { 'Content-Type': 'application/json' })
    expect(response.status).toBe(400)
    expect(await issueFields(response)).toEqual(['body'])
    expect(await rowsWithMessage(message)).toEqual([])
  })
})

describe('the owner is chosen by the relay, not the browser', () => {
  it('sends a notification to OWNER_EMAIL whatever to_email says, or when it is absent', async () => {
    const before = smtp.messages.length
    const withCompany = await relay.postJson(relayPaths.notifications, notificationBody('hello@piedmontshield.example'))
    expect(withCompany.status).toBe(200)
    const { to_email: _omitted, ...withoutRecipient } = notificationBody(owner)
    const without = await relay.postJson(relayPaths.notifications, withoutRecipient)
    expect(without.status).toBe(200)
    const mails = (await smtp.waitForMessages(before + 2)).slice(before)
    for (const mail of mails) expect(mail.envelope.rcptTo).toEqual([owner])
  })
})

describe('the same Idempotency-Key is one lead and one e-mail of each kind', () => {
  it('stores one row for three posts with one key, and answers each 201', async () => {
    const key = crypto.randomUUID()
    const message = `Idempotent store ${key}`
    for (let i = 0; i < 3; i += 1) {
      const response = await relay.postJson(relayPaths.submissions, submissionBody({ message }), { 'Idempotency-Key': key })
      expect(response.status).toBe(201)
    }
    expect(await rowsWithMessage(message)).toHaveLength(1)
  })

  it('sends the confirmation and the notification once each for repeated posts with one key', async () => {
    const key = crypto.randomUUID()
    const before = smtp.messages.length
    for (let i = 0; i < 3; i += 1) {
      const confirm = await relay.confirm(confirmationBody({ to_email: `once.${i === 0 ? 'a' : 'a'}@example.com` }), {
        'Idempotency-Key': key,
      })
      expect(confirm.status).toBe(200)
      const notify = await relay.postJson(relayPaths.notifications, notificationBody(owner), { 'Idempotency-Key': key })
      expect(notify.status).toBe(200)
    }
    await smtp.waitForMessages(before + 2)
    const barrier = await sendBarrierMail(relay, smtp)
    expect(smtp.messages.length - before).toBe(3)
    expect(smtp.messages.at(-1)?.envelope.rcptTo).toEqual([barrier])
  })

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const response = await relay.postJson(relayPaths.submissions, submissionBody(), { 'Idempotency-Key': 'x'.repeat(300) })
    expect(response.status).toBe(400)
  })
})

describe('the confirmation is not an open branded mailer', () => {
  beforeEach(() => roomInWindow(hourMs, 15_000))

  it('sends at most 3 confirmations an hour to one recipient, whatever the per-minute limit', async () => {
    const to = `limited.${Date.now()}@example.com`
    const statuses: number[] = []
    for (let i = 0; i < 5; i += 1) {
      const response = await relay.confirm(confirmationBody({ to_email: to }), {
        'Idempotency-Key': crypto.randomUUID(),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  it('counts the recipient without regard to letter case', async () => {
    const local = `cased.${Date.now()}`
    const statuses: number[] = []
    for (const to of [`${local}@example.com`, `${local.toUpperCase()}@EXAMPLE.com`, `${local}@Example.com`, `${local}@example.COM`]) {
      statuses.push((await relay.confirm(confirmationBody({ to_email: to }))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('the confirmation cap keyed on the mailbox, not the literal address', () => {
  beforeEach(() => roomInWindow(hourMs, 15_000))

  it('counts +tags, Gmail dots and googlemail.com as the one mailbox they reach', async () => {
    const victim = `victim${Date.now()}`
    const statuses: number[] = []
    for (const to of [
      `${victim}@gmail.com`,
      `${victim}+1@gmail.com`,
      `${victim.split('').join('.')}@gmail.com`,
      `${victim}@googlemail.com`,
      `${victim.toUpperCase()}+x@GoogleMail.com`,
    ]) {
      statuses.push((await relay.confirm(confirmationBody({ to_email: to }), { 'Idempotency-Key': crypto.randomUUID() })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  // The outside test: one IPv4 address spent the hour's 120 in 12 minutes, and twelve /64s of one
  // /48 passed 120 of 120; the real visitors after them got nothing for the rest of the hour.
  it.each([
    ['one IPv4 address', () => '203.0.113.7'],
    ['twelve /64s of one IPv6 /48', (index: number) => `2001:db8:77:${(index % 12).toString(16)}::${index + 1}`],
  ])(
    'lets %s spend at most a tenth of the hour, so a real visitor still gets a confirmation',
    async (_source, address: (index: number) => string) => {
      const shared = await startRelay({
        store: await freshCeilingHour(),
        // The share's default: a tenth of the hour's 120.
        env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'loopback', CONFIRMATIONS_PER_SOURCE_PER_HOUR: '' },
      })
      try {
        const statuses: number[] = []
        for (let index = 0; index < 20; index += 1) {
          const response = await shared.confirm(confirmationBody({ to_email: `flood.${index}.${Date.now()}@mail-host.net` }), {
            'Idempotency-Key': crypto.randomUUID(),
            'X-Forwarded-For': address(index),
          })
          statuses.push(response.status)
          if (response.status === 429)
            expect(((await response.json()) as { error: { message: string } }).error.message).toContain('will not be sent')
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(12)
        expect(statuses.slice(12).every((status) => status === 429)).toBe(true)
        const visitor = await shared.confirm(confirmationBody({ to_email: `real.${Date.now()}@mail-host.net` }), {
          'Idempotency-Key': crypto.randomUUID(),
          'X-Forwarded-For': '198.51.100.23',
        })
        expect(visitor.status).toBe(200)
      } finally {
        await shared.close()
      }
    },
  )

  it('stops every confirmation past a ceiling per hour across all recipients, saying so in the log', async () => {
    const capped = await startRelay({
      store: await freshCeilingHour(),
      env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '1000', CONFIRMATIONS_PER_HOUR: '3', CONFIRMATIONS_PER_SOURCE_PER_HOUR: '3' },
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 5; i += 1) {
        const to = `ceiling.${i}.${Date.now()}@mail-host.net`
        statuses.push((await capped.confirm(confirmationBody({ to_email: to }), { 'Idempotency-Key': crypto.randomUUID() })).status)
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      expect(
        capped.logLines.some((line) => line.msg === 'confirmation ceiling reached: no more confirmations this hour' && line.ceiling === 3),
      ).toBe(true)
    } finally {
      await capped.close()
    }
  })

  it('tells a visitor past the ceiling truthfully that this confirmation will not be sent, and queues none, as .env.example says', async () => {
    const capped = await startRelay({
      store: await freshCeilingHour(),
      env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '1000', CONFIRMATIONS_PER_HOUR: '1', CONFIRMATIONS_PER_SOURCE_PER_HOUR: '1' },
    })
    const refusedKey = crypto.randomUUID()
    try {
      // The first takes the hour's one confirmation.
      await capped.confirm(confirmationBody({ to_email: `first.${Date.now()}@mail-host.net` }))
      const response = await capped.confirm(confirmationBody({ to_email: `past.${Date.now()}@mail-host.net` }), {
        'Idempotency-Key': refusedKey,
      })
      expect(response.status).toBe(429)
      const { error } = (await response.json()) as { error: { message: string } }
      expect(error.message).toBe('Too many confirmation e-mails right now: this one will not be sent. Your request itself is not affected.')
    } finally {
      await capped.close()
    }
    const queued = await db.query('select count(*)::int as n from mail_outbox where submission_key = $1', [refusedKey])
    expect(queued.rows).toEqual([{ n: 0 }])
    const envExample = await readFile(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8')
    expect(envExample).toContain('Past it, confirmations are not sent')
    expect(envExample).not.toMatch(/confirmations wait/)
  })

  it.each([
    ['a domain', 'Win at pillz.cc'],
    ['a domain with an ideographic full stop', 'evil\u3002com'],
    ['a domain with a fullwidth full stop', 'evil\uff0ecom today'],
    ['a bidi override', 'Ann \u202eyrotsiv'],
    ['a bidi isolate', 'Ann \u2066Visitor\u2069'],
    ['an RFC 2047 encoded word', '=?utf-8?B?V2luIGEgcHJpemU=?='],
  ])('refuses a to_name carrying %s with 400 naming the field', async (_what, name) => {
    const response = await relay.confirm(confirmationBody({ to_name: name, to_email: `n${Date.now()}@mail-host.net` }))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { issues: { field: string }[] } }).error.issues.map((issue) => issue.field)).toContain(
      'to_name',
    )
  })

  it('still takes real names with dots, initials and accents', async () => {
    for (const name of ['J. R. Smith', 'Mary-Kate O’Neil', 'José Ñúñez', 'St. John Rivers']) {
      const response = await relay.confirm(
        confirmationBody({ to_name: name, to_email: `ok${Math.random().toString(36).slice(2)}@mail-host.net` }),
      )
      expect(response.status, name).toBe(200)
    }
  })
})

describe('one mailbox, one allowance: the provider alias rules at the relay', () => {
  beforeEach(() => roomInWindow(hourMs, 15_000))
  const confirmTo = async (to: string, key = crypto.randomUUID()) =>
    (await relay.confirm(confirmationBody({ to_email: to }), { 'Idempotency-Key': key })).status

  it.each([
    [
      'Yahoo -keywords',
      (v: string) => [`${v}@yahoo.com`, `${v}-a@yahoo.com`, `${v}-shop@yahoo.com`, `${v}-b@yahoo.com`, `${v}-c@yahoo.com`],
    ],
    [
      'Postfix-style -tags',
      (v: string) => [`${v}@mail-host.net`, `${v}-1@mail-host.net`, `${v}-2@mail-host.net`, `${v}-3@mail-host.net`, `${v}-4@mail-host.net`],
    ],
    [
      'Fastmail subdomain addressing',
      (v: string) => [`a@${v}.fastmail.com`, `b@${v}.fastmail.com`, `${v}@fastmail.com`, `c@${v}.fastmail.com`, `${v}+d@fastmail.com`],
    ],
    ['Proton domains', (v: string) => [`${v}@proton.me`, `${v}@protonmail.com`, `${v}@protonmail.ch`, `${v}@pm.me`, `${v}+x@proton.me`]],
    ['iCloud domains', (v: string) => [`${v}@icloud.com`, `${v}@me.com`, `${v}@mac.com`, `${v}+x@icloud.com`, `${v}+y@me.com`]],
  ])('counts %s as the one mailbox they reach', async (_family, aliases) => {
    const statuses: number[] = []
    for (const to of aliases(`victim${Date.now()}`)) statuses.push(await confirmTo(to))
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  // 60 concurrent copies of one key: relay-shared-limits.test.ts, on PostgreSQL behind two relays.
  it('answers a key refused once with the same refusal, so repeating a refused key never sends', async () => {
    const to = `refused.${Date.now()}@mail-host.net`
    for (let i = 0; i < 3; i += 1) expect(await confirmTo(to)).toBe(200)
    const key = crypto.randomUUID()
    expect([await confirmTo(to, key), await confirmTo(to, key), await confirmTo(to, key)]).toEqual([429, 429, 429])
  })
})

describe('what the owner needs to answer a lead', () => {
  it('puts the page, the service and city it names, and the lead id in the notification, replying to the visitor', async () => {
    const key = crypto.randomUUID()
    const before = smtp.messages.length
    const response = await relay.postJson(relayPaths.notifications, notificationBody(owner, { page: '/nc/charlotte/video-doorbells' }), {
      'Idempotency-Key': key,
    })
    expect(response.status).toBe(200)
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before)
    expect(mail?.text).toContain('/nc/charlotte/video-doorbells')
    expect(mail?.text).toContain('Video Doorbells')
    expect(mail?.text).toContain('Charlotte, NC')
    expect(mail?.text).toContain(key)
    expect(mail?.replyTo?.value[0]?.address).toBe('ann.visitor@example.com')
  })

  it("gives the visitor's confirmation a Reply-To of the owner", async () => {
    const before = smtp.messages.length
    expect((await relay.confirm(confirmationBody({ to_email: `reply.${Date.now()}@example.com` }))).status).toBe(200)
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before)
    expect(mail?.replyTo?.value[0]?.address).toBe(owner)
  })

  it('defangs links in the message so the owner never gets a clickable link from a stranger', async () => {
    const before = smtp.messages.length
    const response = await relay.postJson(
      relayPaths.notifications,
      notificationBody(owner, { message: 'See https://evil.example/login and www.evil.example please' }),
    )
    expect(response.status).toBe(200)
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before)
    expect(mail?.html).not.toMatch(/https:\/\/evil/)
    expect(mail?.text).not.toMatch(/https:\/\/evil|www\.evil/)
    expect(mail?.text).toContain('hxxps://evil[.]example/login')
  })
})

describe('security headers', () => {
  it('sends Permissions-Policy and Cross-Origin-Opener-Policy, and a CSP without unsafe-inline scripts', async () => {
    const response = await fetch(`${relay.baseUrl}${relayPaths.health}`)
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    const scriptSrc = response.headers
      .get('content-security-policy')
      ?.split(';')
      .find((part) => part.trim().startsWith('script-src'))
    expect(scriptSrc).not.toContain("'unsafe-inline'")
  })

  it('sends HSTS only when the request came over TLS', async () => {
    const plain = await fetch(`${relay.baseUrl}${relayPaths.health}`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })
})
