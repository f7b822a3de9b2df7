import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeyHeader, relayPaths, type RelayErrorBody } from '../../../src/quote/relay-api'
import { confirmationThankYou, defaultConfirmationMessage } from '../../../src/quote/domain/quote-wording'
import { quoteFieldLimits } from '../../../src/quote/domain/quote-fields'
import { createPgPool, createPgSqlClient } from '../../../server/stores/pg-sql-client'
import { createRelayStore, type RelayStore } from '../../../server/stores/relay-store'
import { openRelayStoreOn } from './relay-store-harness'
import { freePort } from '../../support/free-port'
import { minuteMs, roomInWindow } from '../../support/rate-window'
import { startSmtpServer, type RunningSmtpServer } from '../../support/smtp'
import { confirmationBody, notificationBody, sendBarrierMail, startRelay, submissionBody, type RelayUnderTest } from './relay-harness'
import { openEmbeddedDatabase } from '../../support/embedded-database'

const owner = 'owner@installer.internal'
const allowedOrigin = 'https://partner.example'

let db: PGlite
let store: RelayStore
let smtp: RunningSmtpServer
let relay: RelayUnderTest

beforeAll(async () => {
  db = await openEmbeddedDatabase()
  store = await openRelayStoreOn(db)
  smtp = await startSmtpServer({ rejectRecipient: (address) => address.startsWith('bounce@') })
  relay = await startRelay({
    store,
    env: { SMTP_URL: smtp.url, OWNER_EMAIL: owner, CORS_ORIGINS: allowedOrigin, RATE_LIMIT_PER_MINUTE: '1000' },
  })
})

afterAll(async () => {
  await relay?.close()
  await smtp?.stop()
  await db?.close()
})

async function errorOf(response: Response): Promise<RelayErrorBody['error']> {
  const body = (await response.json()) as RelayErrorBody
  return body.error
}

/** Sends a request and returns the messages that arrived because of it. */
async function mailsFrom(send: () => Promise<Response>, expected: number) {
  const before = smtp.messages.length
  const response = await send()
  if (expected > 0) await smtp.waitForMessages(before + expected)
  return { response, mails: smtp.messages.slice(before) }
}

describe('the health endpoint', () => {
  it('answers GET and HEAD with 200 and { ok: true }', async () => {
    const get = await fetch(`${relay.baseUrl}${relayPaths.health}`)
    expect(get.status).toBe(200)
    expect(await get.json()).toEqual({ ok: true })
    const head = await fetch(`${relay.baseUrl}${relayPaths.health}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
  })
})

describe('posting a submission', () => {
  it('stores the row with the exact values and answers 201 { ok: true }', async () => {
    const body = submissionBody({ message: 'Unique message for the stored-row check: 7f3a.' })
    const response = await relay.postJson(relayPaths.submissions, body)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    const { rows } = await db.query<Record<string, unknown>>(
      'select name, email, phone, address, message, created_at from contact_submissions where message = $1',
      [body.message],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ name: body.name, email: body.email, phone: body.phone, address: body.address })
    expect((rows[0]?.created_at as Date).toISOString()).toBe(body.created_at)
  })

  it('stores an empty phone and address when the visitor gave none', async () => {
    const body = submissionBody({ phone: undefined, address: undefined, message: 'No phone or address: 91bc.' })
    const response = await relay.postJson(relayPaths.submissions, body)
    expect(response.status).toBe(201)
    const { rows } = await db.query<{ phone: string; address: string }>(
      'select phone, address from contact_submissions where message = $1',
      [body.message],
    )
    expect(rows).toEqual([{ phone: '', address: '' }])
  })

  it('logs the submission id and message length but never the message itself', async () => {
    const secret = 'The alarm code is 4321, please call after six.'
    const response = await relay.postJson(relayPaths.submissions, submissionBody({ message: secret }))
    expect(response.status).toBe(201)
    const line = relay.logLines.findLast((entry) => entry.path === relayPaths.submissions && entry.status === 201)
    expect(line).toMatchObject({ method: 'POST', messageLength: secret.length })
    expect(String(line?.submissionId)).toMatch(/^\d+$/)
    expect(JSON.stringify(relay.logLines)).not.toContain('alarm code')
  })

  it('answers 400 invalid_request naming every missing or oversize field', async () => {
    const response = await relay.postJson(relayPaths.submissions, {
      name: 'x'.repeat(quoteFieldLimits.name + 1),
      created_at: 'yesterday',
    })
    expect(response.status).toBe(400)
    const error = await errorOf(response)
    expect(error.code).toBe('invalid_request')
    expect(error.issues?.map((issue) => issue.field).sort()).toEqual(['created_at', 'email', 'message', 'name'])
  })

  it('answers 400 invalid_request when a field holds a NUL character', async () => {
    const response = await relay.postJson(relayPaths.submissions, submissionBody({ name: 'Ann\u0000Visitor' }))
    expect(response.status).toBe(400)
    expect((await errorOf(response)).issues).toEqual([{ field: 'name', message: 'name must not contain control characters.' }])
  })

  it('answers 400 invalid_request for a body that is not JSON', async () => {
    const response = await relay.post(relayPaths.submissions, '{"name": "Ann",', { 'Content-Type': 'application/json' })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).code).toBe('invalid_request')
  })

  it('answers 400 invalid_request for a JSON array instead of an object', async () => {
    const response = await relay.postJson(relayPaths.submissions, [submissionBody()])
    expect(response.status).toBe(400)
    expect((await errorOf(response)).issues?.[0]?.field).toBe('body')
  })

  it('answers 415 unsupported_media_type for a form post or plain text', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await relay.post(relayPaths.submissions, 'name=Ann', { 'Content-Type': contentType })
      expect(response.status).toBe(415)
      expect((await errorOf(response)).code).toBe('unsupported_media_type')
    }
  })

  it('answers 413 payload_too_large for a body over 16 kb', async () => {
    const response = await relay.postJson(relayPaths.submissions, submissionBody({ message: 'x'.repeat(17 * 1024) }))
    expect(response.status).toBe(413)
    expect((await errorOf(response)).code).toBe('payload_too_large')
  })

  it('accepts every field at its limit even when each character is sent as a JSON escape', async () => {
    const escaped = (length: number) => '\\u00e9'.repeat(length)
    const phone = '\\u0037'.repeat(15) + '\\u0020'.repeat(quoteFieldLimits.phone - 15)
    const raw = `{"name":"${escaped(quoteFieldLimits.name)}","email":"a@b.example","phone":"${phone}","address":"${escaped(quoteFieldLimits.address)}","message":"${escaped(quoteFieldLimits.message)}","created_at":"${new Date().toISOString()}"}`
    const response = await relay.post(relayPaths.submissions, raw, { 'Content-Type': 'application/json' })
    expect(response.status).toBe(201)
  })
})

describe('posting a confirmation', () => {
  it('mails the visitor the fixed thank-you and answers 200 { ok: true }', async () => {
    const { response, mails } = await mailsFrom(() => relay.confirm(confirmationBody()), 1)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(mails[0]?.envelope.rcptTo).toEqual(['ann.visitor@example.com'])
    expect(mails[0]?.text).toContain(confirmationThankYou)
  })

  it('ignores a custom message and sends the fixed thank-you instead', async () => {
    const spam = 'Cheap watches at https://spam.example, click now!'
    const { response, mails } = await mailsFrom(() => relay.confirm(confirmationBody({ message: spam })), 1)
    expect(response.status).toBe(200)
    expect(mails[0]?.text).toContain(confirmationThankYou)
    expect(mails[0]?.text).not.toContain('spam.example')
    expect(String(mails[0]?.html)).not.toContain('spam.example')
    expect(relay.logLines.findLast((entry) => entry.path === relayPaths.confirmations)).toMatchObject({
      messageReplaced: true,
    })
  })

  it("keeps the core's default message when that is what was sent", async () => {
    const { mails } = await mailsFrom(() => relay.confirm(confirmationBody({ message: defaultConfirmationMessage })), 1)
    expect(mails[0]?.text).toContain(defaultConfirmationMessage)
    expect(mails[0]?.text).not.toContain(confirmationThankYou)
  })

  it('refuses a list of addresses so one request cannot mail many people', async () => {
    const response = await relay.postJson(relayPaths.confirmations, confirmationBody({ to_email: 'first@example.com, second@example.com' }))
    expect(response.status).toBe(400)
    // The shared schema accepts only the one-mailbox shape a browser's type=email accepts.
    expect((await errorOf(response)).issues).toEqual([
      { field: 'to_email', message: 'Enter a valid email address, like jane@example.com.' },
    ])
  })

  it('refuses a CR/LF in the name with 400, so no header can be added and nothing is sent', async () => {
    const before = smtp.messages.length
    const response = await relay.postJson(relayPaths.confirmations, confirmationBody({ to_name: 'Ann\r\nBcc: victim@example.com' }))
    expect(response.status).toBe(400)
    expect((await errorOf(response)).issues).toEqual([{ field: 'to_name', message: 'to_name must not contain control characters.' }])
    const barrier = await sendBarrierMail(relay, smtp)
    expect(smtp.messages.slice(before).map((message) => message.envelope.rcptTo)).toEqual([[barrier]])
  })

  it('answers 502 mail_failed when the SMTP server refuses the recipient', async () => {
    const response = await relay.confirm(confirmationBody({ to_email: 'bounce@example.com' }))
    expect(response.status).toBe(502)
    const error = await errorOf(response)
    expect(error.code).toBe('mail_failed')
    expect(JSON.stringify(error)).not.toMatch(/550|Mailbox|smtp/i)
  })
})

describe('posting a notification', () => {
  it('mails the owner with the visitor as Reply-To and answers 200 { ok: true }', async () => {
    const { response, mails } = await mailsFrom(() => relay.postJson(relayPaths.notifications, notificationBody(owner)), 1)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(mails[0]?.envelope.rcptTo).toEqual([owner])
    expect(mails[0]?.replyTo?.value[0]?.address).toBe('ann.visitor@example.com')
  })

  it('sends to its own owner whatever to_email says, so the relay is never an open mail relay', async () => {
    const before = smtp.messages.length
    const response = await relay.postJson(relayPaths.notifications, notificationBody(owner, { to_email: 'someone.else@example.com' }))
    expect(response.status).toBe(200)
    await smtp.waitForMessages(before + 1)
    expect(smtp.messages.slice(before).map((mail) => mail.envelope.rcptTo)).toEqual([[owner]])
  })

  it('accepts the owner address in any letter case', async () => {
    const response = await relay.postJson(relayPaths.notifications, notificationBody(owner.toUpperCase()))
    expect(response.status).toBe(200)
  })

  it('escapes every visitor value in the HTML part', async () => {
    const { mails } = await mailsFrom(
      () =>
        relay.postJson(
          relayPaths.notifications,
          notificationBody(owner, {
            from_name: "O'Brien & Sons",
            from_address: '"12" Main & Elm',
            message: '<a href="https://evil.example">click</a><script>alert(1)</script>"><img src=x onerror=alert(2)>',
          }),
        ),
      1,
    )
    const html = String(mails[0]?.html)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;')
    expect(html).toContain('O&#39;Brien &amp; Sons')
    expect(html).toContain('&quot;12&quot; Main &amp; Elm')
    expect(html).toContain('&lt;a href=&quot;hxxps://evil[.]example&quot;&gt;click&lt;/a&gt;')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('href="https://evil.example"')
  })

  it('refuses a CR/LF in the visitor name with 400, so no header can be injected', async () => {
    const response = await relay.postJson(
      relayPaths.notifications,
      notificationBody(owner, { from_name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes' }),
    )
    expect(response.status).toBe(400)
    expect((await errorOf(response)).issues?.map((issue) => issue.field)).toEqual(['from_name'])
  })

  it('refuses a from_email that would add recipients to Reply-To', async () => {
    const response = await relay.postJson(
      relayPaths.notifications,
      notificationBody(owner, { from_email: 'ann@example.com, boss@example.com' }),
    )
    expect(response.status).toBe(400)
    expect((await errorOf(response)).issues?.map((issue) => issue.field)).toEqual(['from_email'])
  })
})

describe('unknown paths and wrong methods', () => {
  it('answers 404 not_found as JSON for an unknown /api path', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${relay.baseUrl}/api/quote/unknown`, { method })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect((await errorOf(response)).code).toBe('not_found')
    }
  })

  it('answers 405 method_not_allowed with an Allow header for a wrong method on a known path', async () => {
    const get = await fetch(`${relay.baseUrl}${relayPaths.submissions}`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    expect((await errorOf(get)).code).toBe('method_not_allowed')
    const post = await fetch(`${relay.baseUrl}${relayPaths.health}`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    const del = await fetch(`${relay.baseUrl}${relayPaths.notifications}`, { method: 'DELETE' })
    expect(del.status).toBe(405)
  })
})

describe('cross-origin callers', () => {
  it('answers a preflight from a listed origin with CORS headers', async () => {
    const response = await fetch(`${relay.baseUrl}${relayPaths.submissions}`, {
      method: 'OPTIONS',
      // What Chromium sends before every quote POST: the browser adapters add the Idempotency-Key.
      headers: {
        Origin: allowedOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(allowedOrigin)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    const allowedHeaders = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/)
    expect(allowedHeaders).toEqual(expect.arrayContaining(['content-type', idempotencyKeyHeader.toLowerCase()]))
  })

  it('gives any other origin no CORS headers, so its browser refuses the request', async () => {
    const preflight = await fetch(`${relay.baseUrl}${relayPaths.confirmations}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('lets a listed origin read the answer of a POST, errors included', async () => {
    const response = await relay.postJson(relayPaths.submissions, {}, { Origin: allowedOrigin })
    expect(response.status).toBe(400)
    expect(response.headers.get('access-control-allow-origin')).toBe(allowedOrigin)
    expect(response.headers.get('vary')).toMatch(/Origin/)
  })
})

describe('security headers', () => {
  it('sends nosniff, the referrer policy, frame denial and a CSP on API answers', async () => {
    const response = await fetch(`${relay.baseUrl}${relayPaths.health}`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self';")
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-powered-by')).toBeNull()
  })
})

describe('when the database is unreachable', () => {
  it('answers 503 store_unavailable without the driver error', async () => {
    const deadPort = await freePort()
    const store = createRelayStore(createPgSqlClient(createPgPool(`postgres://postgres@127.0.0.1:${deadPort}/nothing`)))
    const broken = await startRelay({ store, env: { SMTP_URL: smtp.url } })
    try {
      const response = await broken.postJson(relayPaths.submissions, submissionBody())
      expect(response.status).toBe(503)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({
        error: { code: 'store_unavailable', message: 'The request could not be stored. Please try again later.' },
      })
      expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /)
      expect(broken.logLines.findLast((entry) => entry.status === 503)?.reason).toMatch(/ECONNREFUSED/)
    } finally {
      await broken.close()
      await store.close()
    }
  })
})

describe('hostile text the mail outbox cannot record', () => {
  // jsonb refuses a lone UTF-16 surrogate (22P02): such text used to skip the outbox and go out unrecorded, once per retry.
  it.each([
    [
      'to_name',
      relayPaths.confirmations,
      () => confirmationBody({ to_name: 'Ann \ud800 Visitor', to_email: `s${Date.now()}@mail-host.net` }),
    ],
    ['from_name', relayPaths.notifications, () => notificationBody(owner, { from_name: 'Bo \udc00' })],
    ['message', relayPaths.notifications, () => notificationBody(owner, { message: 'Hi \ud83d there' })],
    ['address', relayPaths.submissions, () => submissionBody({ address: '1 Main St \udfff' })],
  ])('refuses a lone surrogate in %s with 400 naming the field, and sends nothing', async (field, path, body) => {
    const before = smtp.messages.length
    const response = await relay.postJson(path, body(), { 'Idempotency-Key': crypto.randomUUID() })
    expect(response.status).toBe(400)
    const answer = (await response.json()) as RelayErrorBody
    expect(answer.error.issues?.map((issue) => issue.field)).toContain(field)
    await new Promise((resolve) => setImmediate(resolve))
    expect(smtp.messages.length).toBe(before)
  })

  it.each(['v..w@mail-host.net', '.vw@mail-host.net', 'vw.@mail-host.net'])(
    'refuses %s, which SMTP would refuse, with 400 naming the field',
    async (address) => {
      const response = await relay.postJson(relayPaths.confirmations, confirmationBody({ to_email: address }), {
        'Idempotency-Key': crypto.randomUUID(),
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as RelayErrorBody).error.issues?.map((issue) => issue.field)).toContain('to_email')
    },
  )

  it('sends a mail the outbox could not record once, however often the visitor retries with its key', async () => {
    // The file's database: the relay records nothing in the outbox, and this test's key is its own.
    const unrecordable: RelayStore = {
      ...store,
      outbox: {
        ...store.outbox,
        recordMail: async () => ({ ok: false, reason: 'outbox write failed (simulated)' }),
        findMail: async () => undefined,
      },
    }
    const flaky = await startRelay({ store: unrecordable, env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: '1000' } })
    try {
      const before = smtp.messages.length
      const key = crypto.randomUUID()
      const answers = []
      for (let attempt = 0; attempt < 4; attempt += 1) {
        answers.push((await flaky.postJson(relayPaths.notifications, notificationBody(owner), { 'Idempotency-Key': key })).status)
      }
      expect(answers).toEqual([200, 200, 200, 200])
      await smtp.waitForMessages(before + 1)
      const barrier = await sendBarrierMail(flaky, smtp)
      expect(smtp.messages.length).toBe(before + 2)
      expect(smtp.messages.at(-1)?.envelope.rcptTo).toEqual([barrier])
    } finally {
      await flaky.close()
    }
  })
})

describe('the rate limit', () => {
  it('allows RATE_LIMIT_PER_MINUTE posts per address across the three endpoints, then answers 429 with Retry-After', async () => {
    // The counts live in the database this file's relays share: this relay starts with none.
    await db.query('delete from rate_counters')
    await db.query('delete from rate_charges')
    await roomInWindow(minuteMs, 10_000)
    const limited = await startRelay({
      store,
      env: { SMTP_URL: smtp.url, OWNER_EMAIL: owner, RATE_LIMIT_PER_MINUTE: '2' },
    })
    try {
      const visitor = { 'Idempotency-Key': crypto.randomUUID() }
      expect((await limited.postJson(relayPaths.submissions, submissionBody(), visitor)).status).toBe(201)
      expect((await limited.postJson(relayPaths.confirmations, confirmationBody(), visitor)).status).toBe(200)
      const refused = await limited.postJson(relayPaths.notifications, notificationBody(owner), visitor)
      expect(refused.status).toBe(429)
      expect((await errorOf(refused)).code).toBe('rate_limited')
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect((await fetch(`${limited.baseUrl}${relayPaths.health}`)).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
