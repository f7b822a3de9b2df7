import { afterEach, describe, expect, it, vi } from 'vitest'
import type { QuoteConfig } from '../../../src/quote/wiring/quote-config'
import { createQuoteContainer, resolveSubmitQuote } from '../../../src/quote/wiring/create-quote-container'
import { stubBrowserGlobals } from '../../contract/support/browser-globals'
import { sampleQuoteInput } from '../../contract/support/quote-samples'

/**
 * Which vendor SDKs have been evaluated: the real modules, only observed. This file has its
 * own module registry, so nothing else has loaded them before the test starts.
 */
const loaded = vi.hoisted(() => ({ supabase: false, emailjs: false }))

vi.mock('@supabase/supabase-js', async (importOriginal) => {
  loaded.supabase = true
  return importOriginal()
})

vi.mock('@emailjs/browser', async (importOriginal) => {
  loaded.emailjs = true
  return importOriginal()
})

describe('createQuoteContainer keeps vendor SDKs out of the first page', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('loads neither SDK to build the container, and each only when its step runs', async () => {
    stubBrowserGlobals()
    const seen: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input)
      seen.push(url)
      return url.includes('/rest/v1/') ? new Response(null, { status: 201 }) : new Response('OK', { status: 200 })
    })
    const config: QuoteConfig = {
      store: { kind: 'supabase', url: 'https://abcd.supabase.co', anonKey: 'anon' },
      mailer: {
        kind: 'emailjs',
        publicKey: 'pk_unit',
        serviceId: 'service_unit',
        confirmationTemplateId: 'template_c',
        notificationTemplateId: 'template_n',
        origin: 'https://emailjs.example.com',
      },
    }

    const submitQuote = resolveSubmitQuote(createQuoteContainer(config))
    expect(loaded).toEqual({ supabase: false, emailjs: false })

    const outcome = await submitQuote(sampleQuoteInput)

    expect(loaded).toEqual({ supabase: true, emailjs: true })
    expect(outcome.kind).toBe('stored')
    expect(seen).toEqual([
      'https://abcd.supabase.co/rest/v1/contact_submissions',
      'https://emailjs.example.com/api/v1.0/email/send',
      'https://emailjs.example.com/api/v1.0/email/send',
    ])
  })
})
