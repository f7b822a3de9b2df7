import { describe, expect, it } from 'vitest'
import type { QuoteRequest } from '../../src/quote/domain/quote-request'
import type { QuoteStore } from '../../src/quote/domain/quote-store.port'
import { sampleRequest, sampleSubmission, freshContext, neverAborted } from './support/quote-samples'
import { callThenAbort } from './support/call-then-abort'
import { startStalledHttpServer, type StalledHttpServer } from './support/stalled-http-server'

/** A row as a backend holds it: the six `contact_submissions` columns. */
export type KeptRow = typeof sampleSubmission

export interface QuoteStoreRefusal {
  /** Why the backend refuses, e.g. "401 from row-level security". */
  readonly description: string
  arrange(): Promise<{ readonly store: QuoteStore; readonly request: QuoteRequest }>
}

export interface QuoteStoreContractHarness {
  /** A store whose backend keeps rows, and what that backend has kept so far. */
  accepting(): Promise<{ readonly store: QuoteStore; kept(): Promise<readonly KeptRow[]> }>
  readonly refusals: readonly QuoteStoreRefusal[]
  /** A store whose backend cannot be reached at all. */
  unreachable(): Promise<QuoteStore>
  /** A store whose backend takes the request and never answers. */
  stalled(backend: StalledHttpServer): QuoteStore
}

/** What every QuoteStore adapter promises the use case, whatever it talks to. */
export function describeQuoteStoreContract(name: string, harness: QuoteStoreContractHarness): void {
  describe(`${name} keeps the QuoteStore contract`, () => {
    it('says ok when the backend keeps the submission, and the backend holds all six fields', async () => {
      const { store, kept } = await harness.accepting()

      const receipt = await store.saveSubmission(sampleRequest, freshContext(), neverAborted)

      expect(receipt).toEqual({ ok: true })
      expect(await kept()).toContainEqual(sampleSubmission)
    })

    for (const refusal of harness.refusals) {
      it(`says not ok with a reason when the backend refuses: ${refusal.description}`, async () => {
        const { store, request } = await refusal.arrange()

        const receipt = await store.saveSubmission(request, freshContext(), neverAborted)

        expect(receipt.ok).toBe(false)
        expect(receipt.ok ? '' : receipt.reason.trim()).not.toBe('')
      })
    }

    it('says not ok with a reason, and never ok, when the backend is unreachable', async () => {
      const store = await harness.unreachable()

      const receipt = await store.saveSubmission(sampleRequest, freshContext(), neverAborted)

      expect(receipt.ok).toBe(false)
      expect(receipt.ok ? '' : receipt.reason.trim()).not.toBe('')
    })

    it('cancels its request and says not ok when the signal fires before the backend answers', async () => {
      const backend = await startStalledHttpServer()
      try {
        const store = harness.stalled(backend)

        const settled = await callThenAbort(backend, (signal) => store.saveSubmission(sampleRequest, freshContext(), signal), true)

        expect(settled).toMatchObject({ value: { ok: false } })
      } finally {
        await backend.close()
      }
    })
  })
}
