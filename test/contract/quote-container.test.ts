import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QuoteConfig } from '../../src/quote/wiring/quote-config'
import { company } from '../../src/content/company'
import type { StepFailureLog } from '../../src/quote/domain/step-failure-log.port'
import { createQuoteContainer, resolveSubmitQuote } from '../../src/quote/wiring/create-quote-container'
import { stubBrowserGlobals } from './support/browser-globals'
import { emailjsAccount, type FakeEmailjs, startFakeEmailjs } from './support/fake-emailjs'
import { type FakePostgrest, rowLevelSecurityError, startFakePostgrest } from './support/fake-postgrest'
import { unreachableLocalUrl } from './support/local-http-server'
import { sampleQuoteInput } from './support/quote-samples'
import { recordingLog } from './support/recording-failure-log'
import {
  emlOutbox,
  makeWorkDir,
  openRelayDatabase,
  type RealRelay,
  type RelayDatabase,
  type RelayOutbox,
  startRealRelay,
  unwritableOutbox,
} from './support/real-relay'

const anonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.container-test-anon-key'
// Near now, whole seconds: the relay keeps a visitor's time only within a day of its own clock.
const submittedAt = new Date(Math.floor(Date.now() / 1000) * 1000)

let workDir: Awaited<ReturnType<typeof makeWorkDir>>
let database: RelayDatabase
let outbox: RelayOutbox
let relay: RealRelay
let mailOnlyRelay: RealRelay
let relayWithoutMail: RealRelay
let postgrest: FakePostgrest
let emailjs: FakeEmailjs

beforeAll(async () => {
  workDir = await makeWorkDir()
  ;[database, postgrest, emailjs] = await Promise.all([openRelayDatabase(), startFakePostgrest(anonKey), startFakeEmailjs()])
  outbox = emlOutbox(`${workDir.dir}/outbox`)
  relay = await startRealRelay({ store: database.store, mailer: outbox.mailer, workDir: workDir.dir })
  // Where Supabase keeps the leads, the relay only mails, and is told so (decision 0040).
  mailOnlyRelay = await startRealRelay({ store: database.store, mailer: outbox.mailer, workDir: workDir.dir, siteStore: 'supabase' })
  relayWithoutMail = await startRealRelay({
    store: database.store,
    mailer: (await unwritableOutbox(workDir.dir)).mailer,
    workDir: workDir.dir,
    siteStore: 'supabase',
  })
})

afterAll(async () => {
  await Promise.all([relay?.close(), mailOnlyRelay?.close(), relayWithoutMail?.close(), postgrest?.close(), emailjs?.close()])
  await database?.close()
  await workDir?.remove()
})

beforeEach(() => {
  stubBrowserGlobals()
  postgrest.accept()
  emailjs.accept()
  return () => {
    vi.unstubAllGlobals()
  }
})

function supabaseStore(url = postgrest.url): QuoteConfig['store'] {
  return { kind: 'supabase', url, anonKey }
}

function emailjsMailer(): QuoteConfig['mailer'] {
  return { kind: 'emailjs', ...emailjsAccount, origin: emailjs.origin }
}

async function submitThrough(config: QuoteConfig, log: StepFailureLog, lead = sampleQuoteInput) {
  const submitQuote = resolveSubmitQuote(createQuoteContainer(config, { log, now: () => submittedAt }))
  return submitQuote(lead)
}

/** Each test sends its own visitor, so no test depends on what another stored. */
function leadFrom(name: string) {
  const lead = { ...sampleQuoteInput, name }
  return { lead, row: { ...lead, created_at: submittedAt.toISOString() } }
}

describe('the quote use case wired by createQuoteContainer, against real local servers', () => {
  it('stores in Supabase and mails through the relay when the store is supabase and the mailer relay', async () => {
    const { log, failures } = recordingLog()
    const { lead, row } = leadFrom('Avery Castellano')
    const mailedBefore = (await outbox.recipients()).length

    const outcome = await submitThrough({ store: supabaseStore(), mailer: { kind: 'relay', relayUrl: mailOnlyRelay.url } }, log, lead)

    expect(outcome.kind).toBe('stored')
    expect(failures).toEqual([])
    expect(postgrest.rows).toContainEqual(row)
    expect(await database.rows()).not.toContainEqual(row)
    expect((await outbox.recipients()).slice(mailedBefore)).toEqual([sampleQuoteInput.email, company.email])
  })

  it('stores through the relay and mails through EmailJS when the store is relay and the mailer emailjs', async () => {
    const { log, failures } = recordingLog()
    const { lead, row } = leadFrom('Morgan Ellery')
    const sentBefore = emailjs.sent.length

    const outcome = await submitThrough({ store: { kind: 'relay', relayUrl: relay.url }, mailer: emailjsMailer() }, log, lead)

    expect(outcome.kind).toBe('stored')
    expect(failures).toEqual([])
    expect(await database.rows()).toContainEqual(row)
    expect(postgrest.rows).not.toContainEqual(row)
    expect(emailjs.sent.slice(sentBefore).map((sent) => [sent.templateId, sent.params.to_email])).toEqual([
      [emailjsAccount.confirmationTemplateId, lead.email],
      [emailjsAccount.notificationTemplateId, company.email],
    ])
  })

  it('stores in Supabase and mails through EmailJS when no relay is configured at all', async () => {
    const { log, failures } = recordingLog()
    const { lead, row } = leadFrom('Jordan Pruitt')
    const sentBefore = emailjs.sent.length

    const outcome = await submitThrough({ store: supabaseStore(), mailer: emailjsMailer() }, log, lead)

    expect(outcome.kind).toBe('stored')
    expect(failures).toEqual([])
    expect(postgrest.rows).toContainEqual(row)
    expect(emailjs.sent.slice(sentBefore).map((sent) => sent.params.to_email)).toEqual([lead.email, company.email])
  })

  it('tells the visitor the request was received by e-mail when Supabase refuses the row but the relay mails it', async () => {
    postgrest.refuse(401, rowLevelSecurityError)
    const { log, failures } = recordingLog()

    const outcome = await submitThrough({ store: supabaseStore(), mailer: { kind: 'relay', relayUrl: mailOnlyRelay.url } }, log)

    expect(outcome.kind).toBe('received-by-email')
    expect(failures).toEqual([{ step: 'store', error: rowLevelSecurityError.message }])
  })

  it('reports nothing sent, with each step logged in the spec words, when Supabase is unreachable and the relay cannot mail', async () => {
    const { log, failures } = recordingLog()

    const outcome = await submitThrough(
      { store: supabaseStore(await unreachableLocalUrl()), mailer: { kind: 'relay', relayUrl: relayWithoutMail.url } },
      log,
    )

    expect(outcome.kind).toBe('nothing-sent')
    expect(failures.map((failure) => failure.step)).toEqual(['store', 'confirmation', 'notification'])
    expect(failures[0]?.error).toMatch(/fetch failed/)
    expect(failures.slice(1).map((failure) => failure.error)).toEqual([
      'Failed to send confirmation email: Status 502',
      'Failed to send notification email: Status 502',
    ])
  })

  it('keeps the lead through the relay store when EmailJS refuses both mails', async () => {
    emailjs.refuse(403, 'The Public Key is invalid')
    const { log, failures } = recordingLog()

    const outcome = await submitThrough({ store: { kind: 'relay', relayUrl: relay.url }, mailer: emailjsMailer() }, log)

    expect(outcome.kind).toBe('stored')
    expect(failures).toEqual([
      { step: 'confirmation', error: 'Failed to send confirmation email: Status 403' },
      { step: 'notification', error: 'Failed to send notification email: Status 403' },
    ])
  })
})
