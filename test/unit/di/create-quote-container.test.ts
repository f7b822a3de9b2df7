import { beforeEach, describe, expect, it, vi } from 'vitest'
import { relayPaths } from '../../../src/quote/relay-api'
import { parseQuoteConfig, type QuoteConfig } from '../../../src/quote/wiring/quote-config'
import { createQuoteContainer, resolveSubmitQuote } from '../../../src/quote/wiring/create-quote-container'
import { quoteTokens } from '../../../src/quote/wiring/tokens'
import { stubBrowserGlobals } from '../../contract/support/browser-globals'
import { sampleQuoteInput } from '../../contract/support/quote-samples'
import { recordingLog } from '../../contract/support/recording-failure-log'

interface SeenRequest {
  readonly url: string
  readonly body: Record<string, unknown>
}

/** Answers like a healthy backend: 201 for a stored row, 200 for everything else. */
function recordingFetch(
  status: (url: string) => number = (url) => (url.endsWith('/submissions') || url.includes('/rest/v1/') ? 201 : 200),
) {
  const seen: SeenRequest[] = []
  const fetchStub: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    seen.push({ url, body: JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown> })
    const code = status(url)
    return new Response(code === 201 && url.includes('/rest/v1/') ? null : JSON.stringify({ ok: code < 300 }), { status: code })
  }
  return { fetchStub, seen }
}

const relayOnly: QuoteConfig = {
  store: { kind: 'relay', relayUrl: 'https://relay.example.com' },
  mailer: { kind: 'relay', relayUrl: 'https://relay.example.com' },
}

const submittedAt = new Date('2025-01-06T09:30:00.000Z')

beforeEach(() => {
  stubBrowserGlobals()
  return () => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  }
})

describe('createQuoteContainer', () => {
  it('runs the three steps through the relay, in order, when both ports use the relay', async () => {
    const { fetchStub, seen } = recordingFetch()
    const submitQuote = resolveSubmitQuote(createQuoteContainer(relayOnly, { fetch: fetchStub, now: () => submittedAt }))

    const outcome = await submitQuote(sampleQuoteInput)

    expect(outcome.kind).toBe('stored')
    expect(seen.map((request) => request.url)).toEqual([
      `https://relay.example.com${relayPaths.submissions}`,
      `https://relay.example.com${relayPaths.confirmations}`,
      `https://relay.example.com${relayPaths.notifications}`,
    ])
  })

  it('stamps the row with the given clock and leaves the notification recipient to the relay', async () => {
    const { fetchStub, seen } = recordingFetch()
    const submitQuote = resolveSubmitQuote(createQuoteContainer(relayOnly, { fetch: fetchStub, now: () => submittedAt }))

    await submitQuote(sampleQuoteInput, { page: '/services/access-control' })

    expect(seen[0]?.body.created_at).toBe(submittedAt.toISOString())
    expect(seen[2]?.body).not.toHaveProperty('to_email')
    expect(seen[2]?.body.page).toBe('/services/access-control')
  })

  it.each([
    ['relay', 'relay'],
    ['relay', 'emailjs'],
    ['supabase', 'relay'],
    ['supabase', 'emailjs'],
  ] as const)('resolves every port and the use case when the store is %s and the mailer %s', (store, mailer) => {
    const config = parseQuoteConfig({
      VITE_QUOTE_STORE: store,
      VITE_QUOTE_MAILER: mailer,
      VITE_SUPABASE_URL: 'https://abcd.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon',
      VITE_EMAILJS_PUBLIC_KEY: 'pk',
      VITE_EMAILJS_SERVICE_ID: 'service',
      VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID: 'confirm',
      VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID: 'notify',
    })
    const container = createQuoteContainer(config)

    for (const token of [quoteTokens.store, quoteTokens.confirmationNotifier, quoteTokens.ownerNotifier]) {
      expect(container.get<object>(token)).toBeTypeOf('object')
    }
    expect(resolveSubmitQuote(container)).toBeTypeOf('function')
  })

  it('gives the same use case every time it is resolved from one container', () => {
    const container = createQuoteContainer(relayOnly)

    expect(resolveSubmitQuote(container)).toBe(resolveSubmitQuote(container))
  })

  it('reports every failed step to the given log', async () => {
    const { fetchStub } = recordingFetch(() => 500)
    const { log, failures } = recordingLog()

    const outcome = await resolveSubmitQuote(createQuoteContainer(relayOnly, { fetch: fetchStub, log }))(sampleQuoteInput)

    expect(outcome.kind).toBe('nothing-sent')
    expect(failures.map((failure) => failure.step)).toEqual(['store', 'confirmation', 'notification'])
  })

  it('logs each failed step with console.error, whatever other log is given', async () => {
    const { fetchStub } = recordingFetch(() => 500)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)

    await resolveSubmitQuote(createQuoteContainer(relayOnly, { fetch: fetchStub }))(sampleQuoteInput)

    expect(consoleError).toHaveBeenCalledTimes(3)
    expect(consoleError).toHaveBeenCalledWith('Quote request: the confirmation step failed: Failed to send confirmation email: Status 500')
    expect(consoleError).toHaveBeenCalledWith('Quote request: the notification step failed: Failed to send notification email: Status 500')
  })

  it('sends the row to Supabase and the mails to the relay when only the store is supabase', async () => {
    const { fetchStub, seen } = recordingFetch()
    const config: QuoteConfig = { ...relayOnly, store: { kind: 'supabase', url: 'https://abcd.supabase.co', anonKey: 'anon' } }

    const outcome = await resolveSubmitQuote(createQuoteContainer(config, { fetch: fetchStub }))(sampleQuoteInput)

    expect(outcome.kind).toBe('stored')
    expect(seen.map((request) => request.url)).toEqual([
      'https://abcd.supabase.co/rest/v1/contact_submissions',
      `https://relay.example.com${relayPaths.confirmations}`,
      `https://relay.example.com${relayPaths.notifications}`,
    ])
  })
})
