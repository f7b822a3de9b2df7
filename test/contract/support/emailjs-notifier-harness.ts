import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest'
import { stubBrowserGlobals } from './browser-globals'
import { emailjsAccount, emailjsRefusals, emailjsSendProblems, type FakeEmailjs, startFakeEmailjs } from './fake-emailjs'
import { unreachableLocalUrl } from './local-http-server'
import { sampleRequest } from './quote-samples'
import type { StalledHttpServer } from './stalled-http-server'

/**
 * One fake EmailJS API for a test file, reset before each test with browser globals stubbed, and
 * the notifier-contract harness for an EmailJS notifier built against any origin. Both EmailJS
 * notifiers' tests use it; only their wire formats differ.
 */
export function useFakeEmailjs<Notifier>(notifierAt: (origin: string) => Notifier) {
  let emailjs: FakeEmailjs | undefined
  const fake = (): FakeEmailjs => {
    if (!emailjs) throw new Error('the fake EmailJS API is not running yet')
    return emailjs
  }

  beforeAll(async () => {
    emailjs = await startFakeEmailjs()
  })
  afterAll(async () => {
    await emailjs?.close()
  })
  beforeEach(() => {
    stubBrowserGlobals()
    fake().accept()
    fake().server.requests.length = 0
    fake().sent.length = 0
    return () => {
      vi.unstubAllGlobals()
    }
  })

  const contractHarness = {
    async accepting() {
      return { notifier: notifierAt(fake().origin), recipients: async () => fake().sent.map((sent) => sent.params.to_email ?? '') }
    },
    refusals: emailjsRefusals.map(({ status, text }) => ({
      description: `EmailJS answers ${status} ${text}`,
      status,
      async arrange() {
        fake().refuse(status, text)
        return { notifier: notifierAt(fake().origin), request: sampleRequest }
      },
    })),
    async unreachable() {
      return notifierAt(await unreachableLocalUrl())
    },
    stalled: (backend: StalledHttpServer) => notifierAt(backend.url),
    cancelsItsRequest: false,
  }
  /** The body of the one request sent, checked first to be the SDK's send call as EmailJS takes it. */
  const onlySendBody = (): unknown => {
    expect(fake().server.requests).toHaveLength(1)
    const [request] = fake().server.requests
    expect(request?.url).toBe('/api/v1.0/email/send')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request && emailjsSendProblems(request, emailjsAccount)).toEqual([])
    return JSON.parse(request?.body ?? '')
  }
  return { fake, contractHarness, onlySendBody }
}
