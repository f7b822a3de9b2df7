import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { combinedStepFailureLog } from '../../src/quote/adapters/combined-step-failure-log'
import { createSupabaseStepFailureLog } from '../../src/quote/adapters/supabase-step-failure-log'
import { createSubmitQuote } from '../../src/quote/domain/submit-quote'
import { submitQuoteFromEnv } from '../../src/quote/wiring/create-quote-container'
import { stubBrowserGlobals } from './support/browser-globals'
import { startLocalHttpServer, unreachableLocalUrl, type LocalHttpServer } from './support/local-http-server'
import { startStalledHttpServer } from './support/stalled-http-server'

const anonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.step-failure-anon-key'
let postgrest: LocalHttpServer

beforeAll(async () => {
  stubBrowserGlobals()
  postgrest = await startLocalHttpServer(() => ({ status: 201 }))
})

afterAll(async () => {
  await postgrest.close()
  vi.unstubAllGlobals()
})

describe('SupabaseStepFailureLog', () => {
  it('writes each failed step, with the lead it belongs to, to the insert-only table through PostgREST', async () => {
    const log = createSupabaseStepFailureLog({ url: postgrest.url, anonKey })
    const submitQuote = createSubmitQuote({
      store: { saveSubmission: async () => ({ ok: true }) },
      confirmationNotifier: { sendConfirmation: async () => ({ delivered: true }) },
      ownerNotifier: { sendNotification: async () => ({ delivered: false, reason: 'Status 429' }) },
      newSubmissionId: () => '6f1c2a9e-3b7d-4e5a-9c1f-2d8b7a6e5f40',
      log: combinedStepFailureLog(
        {
          stepFailed: () => {
            throw new Error('a broken log')
          },
        },
        log,
      ),
    })
    const outcome = await submitQuote(
      { name: 'Ann Visitor', email: 'ann@mail-host.net', phone: '(704) 555-0199', address: '1 Main St', message: 'Four cameras.' },
      { page: '/nc/charlotte/video-doorbells' },
    )
    expect(outcome.kind).toBe('stored')
    await expect.poll(() => postgrest.requests.length, { timeout: 10_000 }).toBe(1)
    const [request] = postgrest.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/rest/v1/quote_step_failures')
    expect(request?.headers.apikey).toBe(anonKey)
    expect(request?.headers.authorization).toBe(`Bearer ${anonKey}`)
    expect(JSON.parse(request?.body ?? '{}')).toStrictEqual({
      submission_id: '6f1c2a9e-3b7d-4e5a-9c1f-2d8b7a6e5f40',
      step: 'notification',
      reason: 'Failed to send notification email: Status 429',
      visitor_name: 'Ann Visitor',
      visitor_email: 'ann@mail-host.net',
      page: '/nc/charlotte/video-doorbells',
    })
  })

  it('is wired in by the browser build when leads go to Supabase, beside the console', async () => {
    const relayUrl = await unreachableLocalUrl()
    const submitQuote = submitQuoteFromEnv({
      VITE_QUOTE_STORE: 'supabase',
      VITE_SUPABASE_URL: postgrest.url,
      VITE_SUPABASE_ANON_KEY: anonKey,
      VITE_QUOTE_MAILER: 'relay',
      VITE_RELAY_URL: relayUrl,
    })
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const before = postgrest.requests.length
    const outcome = await submitQuote(
      { name: 'Ann Visitor', email: 'ann@mail-host.net', phone: '(704) 555-0199', address: '1 Main St', message: 'Four cameras.' },
      { page: '/services' },
    )
    expect(outcome.kind).toBe('stored')
    // Both mails failed: each is in the owner's table, and still on the console.
    await expect
      .poll(() => postgrest.requests.slice(before).filter((request) => request.url === '/rest/v1/quote_step_failures').length, {
        timeout: 10_000,
      })
      .toBe(2)
    expect(consoleError).toHaveBeenCalledTimes(2)
    consoleError.mockRestore()
  })

  it('gives up its write when the signal fires, so a table that never answers holds no request open', async () => {
    const table = await startStalledHttpServer()
    try {
      const controller = new AbortController()
      createSupabaseStepFailureLog({ url: table.url, anonKey }).stepFailed(
        'store',
        'The store did not answer within 4 s',
        {
          request: { name: 'Bo', email: 'bo@mail-host.net', phone: '', address: '', message: 'Hi' },
          context: { submissionId: '6f1c2a9e-3b7d-4e5a-9c1f-2d8b7a6e5f42', submittedAt: new Date(), page: '/' },
        },
        controller.signal,
      )
      await expect.poll(() => table.received(), { timeout: 10_000 }).toBe(1)
      controller.abort()
      await expect.poll(() => table.cancelled(), { timeout: 5_000 }).toBe(1)
    } finally {
      await table.close()
    }
  })

  it('never fails the submission when the table cannot be reached', async () => {
    const log = createSupabaseStepFailureLog({ url: 'http://127.0.0.1:9', anonKey })
    expect(() =>
      log.stepFailed('confirmation', 'Failed to send confirmation email: Status 500', {
        request: { name: 'Bo', email: 'bo@mail-host.net', phone: '', address: '', message: 'Hi' },
        context: { submissionId: '6f1c2a9e-3b7d-4e5a-9c1f-2d8b7a6e5f41', submittedAt: new Date(), page: '/' },
      }),
    ).not.toThrow()
  })
})
