import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relayPaths } from '../../src/quote/relay-api'
import { createRelayConfirmationNotifier } from '../../src/quote/adapters/relay-confirmation-notifier'
import type { ConfirmationNotifier } from '../../src/quote/domain/confirmation-notifier.port'
import { createRelayOwnerNotifier } from '../../src/quote/adapters/relay-owner-notifier'
import { createRelayQuoteStore } from '../../src/quote/adapters/relay-quote-store'
import { company } from '../../src/content/company'
import { describeConfirmationNotifierContract, describeOwnerNotifierContract } from './notifier.contract'
import { describeQuoteStoreContract } from './quote-store.contract'
import { jsonAnswer, type LocalHttpServer, startLocalHttpServer, unreachableLocalUrl } from './support/local-http-server'
import { minuteMs, roomInWindow } from '../support/rate-window'
import {
  sampleConfirmation,
  sampleNotification,
  sampleSubmission,
  sampleContext,
  freshContext,
  sampleRequest,
  neverAborted,
} from './support/quote-samples'
import {
  emlOutbox,
  makeWorkDir,
  openBrokenRelayStore,
  openRelayDatabase,
  type RealRelay,
  type RelayDatabase,
  type RelayOutbox,
  startRealRelay,
  unwritableOutbox,
} from './support/real-relay'

let workDir: Awaited<ReturnType<typeof makeWorkDir>>
let database: RelayDatabase
let outbox: RelayOutbox
/** The relay as deployed: real PGlite store, real .eml mailer. */
let relay: RealRelay
/** The same relay whose database is gone: inserts fail inside the relay. */
let relayWithoutDatabase: RealRelay
/** The same relay whose outbox cannot be written: sends fail inside the relay. */
let relayWithoutMail: RealRelay
const extraRelays: RealRelay[] = []

beforeAll(async () => {
  workDir = await makeWorkDir()
  const [opened, brokenStore] = await Promise.all([openRelayDatabase(), openBrokenRelayStore()])
  database = opened
  outbox = emlOutbox(`${workDir.dir}/outbox`)
  const brokenOutbox = await unwritableOutbox(workDir.dir)
  relay = await startRealRelay({ store: database.store, mailer: outbox.mailer, workDir: workDir.dir })
  relayWithoutDatabase = await startRealRelay({ store: brokenStore, mailer: outbox.mailer, workDir: workDir.dir })
  relayWithoutMail = await startRealRelay({ store: database.store, mailer: brokenOutbox.mailer, workDir: workDir.dir })
})

afterAll(async () => {
  await Promise.all([relay, relayWithoutDatabase, relayWithoutMail, ...extraRelays].map((server) => server?.close()))
  await database?.close()
  await workDir?.remove()
})

/**
 * A relay that allows one POST a minute per address, with that one already spent, so the
 * adapter's request is the one the relay turns away with 429. The counts live in the shared
 * database, so the spending request may itself be the one over the limit when an earlier
 * exhausted relay spent the minute's allowance: either way, none is left.
 */
async function exhaustedRelay(): Promise<RealRelay> {
  // Spent and refused in one minute's window: a window that ends between them would let the adapter through.
  await roomInWindow(minuteMs, 10_000)
  const limited = await startRealRelay({ store: database.store, mailer: outbox.mailer, workDir: workDir.dir, rateLimitPerMinute: 1 })
  extraRelays.push(limited)
  const spent = await fetch(`${limited.url}${relayPaths.submissions}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  expect([400, 429]).toContain(spent.status)
  return limited
}

describeQuoteStoreContract('RelayQuoteStore (real Express relay, PGlite)', {
  async accepting() {
    return { store: createRelayQuoteStore({ relayUrl: relay.url }), kept: () => database.rows() }
  },
  refusals: [
    {
      description: '400 when a field is invalid',
      async arrange() {
        return { store: createRelayQuoteStore({ relayUrl: relay.url }), request: { ...sampleRequest, name: '' } }
      },
    },
    {
      description: '429 when the address is over its rate limit',
      async arrange() {
        return { store: createRelayQuoteStore({ relayUrl: (await exhaustedRelay()).url }), request: sampleRequest }
      },
    },
    {
      description: '503 when the relay cannot reach its database',
      async arrange() {
        return { store: createRelayQuoteStore({ relayUrl: relayWithoutDatabase.url }), request: sampleRequest }
      },
    },
  ],
  async unreachable() {
    return createRelayQuoteStore({ relayUrl: await unreachableLocalUrl() })
  },
  stalled: (backend) => createRelayQuoteStore({ relayUrl: backend.url }),
})

/**
 * The confirmation notifier as the core calls it, after the store: the relay keeps the leads, so it
 * confirms only a submission stored under the same key (decision 0040).
 */
function afterItsSubmission(relayUrl: string): ConfirmationNotifier {
  const notifier = createRelayConfirmationNotifier({ relayUrl })
  return {
    async sendConfirmation(request, context, signal) {
      await createRelayQuoteStore({ relayUrl }).saveSubmission(request, context, signal)
      return notifier.sendConfirmation(request, context, signal)
    },
  }
}

describeConfirmationNotifierContract('RelayConfirmationNotifier (real Express relay, .eml mailer)', {
  async accepting() {
    return { notifier: afterItsSubmission(relay.url), recipients: () => outbox.recipients() }
  },
  refusals: [
    {
      description: '422 when no submission is stored under its key',
      status: 422,
      async arrange() {
        return { notifier: createRelayConfirmationNotifier({ relayUrl: relay.url }), request: sampleRequest }
      },
    },
    {
      description: '400 when the address is a list of mailboxes',
      status: 400,
      async arrange() {
        return {
          notifier: createRelayConfirmationNotifier({ relayUrl: relay.url }),
          request: { ...sampleRequest, email: 'dana.whitfield@example.com, someone.else@example.com' },
        }
      },
    },
    {
      description: '429 when the address is over its rate limit',
      status: 429,
      async arrange() {
        return { notifier: createRelayConfirmationNotifier({ relayUrl: (await exhaustedRelay()).url }), request: sampleRequest }
      },
    },
    {
      description: '502 when the relay cannot hand the mail on',
      status: 502,
      async arrange() {
        return { notifier: afterItsSubmission(relayWithoutMail.url), request: sampleRequest }
      },
    },
  ],
  async unreachable() {
    return createRelayConfirmationNotifier({ relayUrl: await unreachableLocalUrl() })
  },
  stalled: (backend) => createRelayConfirmationNotifier({ relayUrl: backend.url }),
})

describeOwnerNotifierContract('RelayOwnerNotifier (real Express relay, .eml mailer)', {
  async accepting() {
    return { notifier: createRelayOwnerNotifier({ relayUrl: relay.url }), recipients: () => outbox.recipients() }
  },
  refusals: [
    {
      description: "400 when a field breaks the core's rules (an e-mail domain without a dot)",
      status: 400,
      async arrange() {
        return {
          notifier: createRelayOwnerNotifier({ relayUrl: relay.url }),
          request: { ...sampleRequest, email: 'dana@localhost' },
        }
      },
    },
    {
      description: '429 when the address is over its rate limit',
      status: 429,
      async arrange() {
        return { notifier: createRelayOwnerNotifier({ relayUrl: (await exhaustedRelay()).url }), request: sampleRequest }
      },
    },
    {
      description: '502 when the relay cannot hand the mail on',
      status: 502,
      async arrange() {
        return { notifier: createRelayOwnerNotifier({ relayUrl: relayWithoutMail.url }), request: sampleRequest }
      },
    },
  ],
  async unreachable() {
    return createRelayOwnerNotifier({ relayUrl: await unreachableLocalUrl() })
  },
  stalled: (backend) => createRelayOwnerNotifier({ relayUrl: backend.url }),
})

describe('relay adapters on the wire', () => {
  let recorder: LocalHttpServer

  beforeAll(async () => {
    recorder = await startLocalHttpServer(() => ({ status: 500 }))
  })

  afterAll(async () => {
    await recorder.close()
  })

  function lastRequest() {
    const request = recorder.requests.at(-1)
    if (!request) throw new Error('no request reached the recorder')
    return { ...request, json: JSON.parse(request.body) as unknown }
  }

  it('posts each port to its relay path as JSON, under a relay URL with a path prefix', async () => {
    recorder.answerWith((request) => jsonAnswer(request.url.endsWith('/submissions') ? 201 : 200, { ok: true }))
    const relayUrl = `${recorder.url}/quote-relay`

    await createRelayQuoteStore({ relayUrl }).saveSubmission(sampleRequest, sampleContext, neverAborted)
    const submission = lastRequest()
    await createRelayConfirmationNotifier({ relayUrl }).sendConfirmation(sampleRequest, sampleContext, neverAborted)
    const confirmation = lastRequest()
    await createRelayOwnerNotifier({ relayUrl }).sendNotification(sampleRequest, sampleContext, neverAborted)
    const notification = lastRequest()

    expect([submission, confirmation, notification].map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST /quote-relay${relayPaths.submissions}`,
      `POST /quote-relay${relayPaths.confirmations}`,
      `POST /quote-relay${relayPaths.notifications}`,
    ])
    for (const request of [submission, confirmation, notification]) expect(request.headers['content-type']).toBe('application/json')
    expect(submission.json).toStrictEqual({ ...sampleSubmission, page: sampleContext.page })
    expect(confirmation.json).toStrictEqual({ ...sampleConfirmation })
    const { to_email: _chosenByTheRelay, ...notificationFields } = sampleNotification
    expect(notification.json).toStrictEqual({ ...notificationFields, page: sampleContext.page })
    for (const request of [submission, confirmation, notification]) {
      expect(request.headers['idempotency-key']).toBe(sampleContext.submissionId)
    }
  })

  it('counts a submission as stored only on 201, not on another success status', async () => {
    recorder.answerWith(() => jsonAnswer(200, { ok: true }))

    const receipt = await createRelayQuoteStore({ relayUrl: recorder.url }).saveSubmission(sampleRequest, sampleContext, neverAborted)

    expect(receipt.ok).toBe(false)
  })

  it('reports the relay error message with the status as the store reason', async () => {
    const receipt = await createRelayQuoteStore({ relayUrl: relayWithoutDatabase.url }).saveSubmission(
      sampleRequest,
      freshContext(),
      neverAborted,
    )

    expect(receipt).toEqual({
      ok: false,
      reason: 'Relay refused the submission: Status 503 The request could not be stored. Please try again later.',
    })
  })

  it('reports a mail the relay only queued as not delivered, naming its 502', async () => {
    const receipt = await afterItsSubmission(relayWithoutMail.url).sendConfirmation(sampleRequest, freshContext(), neverAborted)

    expect(receipt).toEqual({ delivered: false, reason: 'Status 502' })
  })

  it('falls back to the status text when an error answer is not the relay error body', async () => {
    recorder.answerWith(() => ({ status: 502, headers: { 'Content-Type': 'text/html' }, body: '<h1>Bad Gateway</h1>' }))

    const receipt = await createRelayQuoteStore({ relayUrl: recorder.url }).saveSubmission(sampleRequest, sampleContext, neverAborted)

    expect(receipt).toEqual({ ok: false, reason: 'Relay refused the submission: Status 502 Bad Gateway' })
  })

  it('throws a described error naming the relay when it cannot be reached', async () => {
    const relayUrl = await unreachableLocalUrl()

    await expect(createRelayOwnerNotifier({ relayUrl }).sendNotification(sampleRequest, sampleContext, neverAborted)).rejects.toThrow(
      `Could not reach the quote relay at ${relayUrl}${relayPaths.notifications}: fetch failed`,
    )
  })

  it('the real relay mails the notification to the owner from its own configuration', async () => {
    const before = (await outbox.recipients()).length

    const receipt = await createRelayOwnerNotifier({ relayUrl: relay.url }).sendNotification(sampleRequest, freshContext(), neverAborted)

    expect(receipt).toEqual({ delivered: true })
    expect((await outbox.recipients()).slice(before)).toEqual([company.email])
  })
})
