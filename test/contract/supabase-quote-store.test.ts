import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSupabaseQuoteStore } from '../../src/quote/adapters/supabase-quote-store'
import { describeQuoteStoreContract } from './quote-store.contract'
import { stubBrowserGlobals } from './support/browser-globals'
import {
  type FakePostgrest,
  permissionDeniedError,
  postgrestInsertProblems,
  rowLevelSecurityError,
  startFakePostgrest,
} from './support/fake-postgrest'
import { unreachableLocalUrl } from './support/local-http-server'
import { sampleSubmission, sampleContext, sampleRequest, neverAborted } from './support/quote-samples'

const anonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.contract-test-anon-key'

let postgrest: FakePostgrest

beforeAll(async () => {
  stubBrowserGlobals()
  postgrest = await startFakePostgrest(anonKey)
})

afterAll(async () => {
  await postgrest.close()
  vi.unstubAllGlobals()
})

beforeEach(() => {
  postgrest.accept()
  postgrest.server.requests.length = 0
})

function storeAgainst(url: string) {
  return createSupabaseQuoteStore({ url, anonKey })
}

describeQuoteStoreContract('SupabaseQuoteStore (real supabase-js)', {
  async accepting() {
    return { store: storeAgainst(postgrest.url), kept: async () => postgrest.rows }
  },
  refusals: [
    {
      description: '401 from row-level security',
      async arrange() {
        postgrest.refuse(401, rowLevelSecurityError)
        return { store: storeAgainst(postgrest.url), request: sampleRequest }
      },
    },
    {
      description: '403 permission denied on the table',
      async arrange() {
        postgrest.refuse(403, permissionDeniedError)
        return { store: storeAgainst(postgrest.url), request: sampleRequest }
      },
    },
  ],
  async unreachable() {
    return storeAgainst(await unreachableLocalUrl())
  },
  stalled: (backend) => storeAgainst(backend.url),
})

describe('SupabaseQuoteStore on the wire', () => {
  it('sends one PostgREST insert with the anon key, the public schema and exactly the six fields', async () => {
    await storeAgainst(postgrest.url).saveSubmission(sampleRequest, sampleContext, neverAborted)

    expect(postgrest.server.requests).toHaveLength(1)
    const [request] = postgrest.server.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/rest/v1/contact_submissions')
    expect(request?.headers).toMatchObject({
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-profile': 'public',
      'content-type': 'application/json',
    })
    expect(String(request?.headers.prefer ?? '')).not.toMatch(/return=representation/)
    expect(JSON.parse(request?.body ?? '')).toStrictEqual({ ...sampleSubmission })
    expect(request && postgrestInsertProblems(request, anonKey)).toEqual([])
  })

  it('reports the PostgREST error message as the reason when the insert is refused', async () => {
    postgrest.refuse(401, rowLevelSecurityError)

    const receipt = await storeAgainst(postgrest.url).saveSubmission(sampleRequest, sampleContext, neverAborted)

    expect(receipt).toEqual({ ok: false, reason: rowLevelSecurityError.message })
  })

  it('creates one client for many saves and makes no request before the first save', async () => {
    const store = storeAgainst(postgrest.url)
    expect(postgrest.server.requests).toHaveLength(0)

    await store.saveSubmission(sampleRequest, sampleContext, neverAborted)
    await store.saveSubmission({ ...sampleRequest, name: 'Second Visitor' }, sampleContext, neverAborted)

    expect(postgrest.server.requests.map((request) => request.url)).toEqual([
      '/rest/v1/contact_submissions',
      '/rest/v1/contact_submissions',
    ])
  })

  it('uses the fetch it is given instead of the global one', async () => {
    const seen: string[] = []
    const store = createSupabaseQuoteStore({
      url: postgrest.url,
      anonKey,
      fetch: (input, init) => {
        seen.push(String(input instanceof Request ? input.url : input))
        return fetch(input, init)
      },
    })

    expect(await store.saveSubmission(sampleRequest, sampleContext, neverAborted)).toEqual({ ok: true })
    expect(seen).toEqual([`${postgrest.url}/rest/v1/contact_submissions`])
  })

  it('reports a client that cannot be created as not ok instead of throwing', async () => {
    const receipt = await createSupabaseQuoteStore({ url: 'not a url', anonKey }).saveSubmission(sampleRequest, sampleContext, neverAborted)

    expect(receipt.ok).toBe(false)
  })
})
