import type { SupabaseClient } from '@supabase/supabase-js'
import type { QuoteRequest } from '../domain/quote-request'
import type { QuoteStore } from '../domain/quote-store.port'
import type { SubmissionContext } from '../domain/submission-context'
import { describeError } from '../domain/submit-quote'
import { lazyModule } from '../../startup/lazy-module'

export interface SupabaseQuoteStoreOptions {
  /** Project URL, e.g. https://abcd.supabase.co. */
  readonly url: string
  /** The public anonymous key; row-level security allows it to insert and nothing else. */
  readonly anonKey: string
  readonly fetch?: typeof fetch
}

const contactSubmissionsTable = 'contact_submissions'

/** Kept out of the first page's bundle: the client loads when the first quote is stored. */
const supabaseSdk = lazyModule(() => import('@supabase/supabase-js'))

/** The anonymous client every Supabase adapter uses, made when first needed (the SDK loads then too). */
export function lazySupabaseClient(options: SupabaseQuoteStoreOptions): () => Promise<SupabaseClient> {
  const client = lazyModule(async (): Promise<SupabaseClient> => {
    const { createClient } = await supabaseSdk.load()
    return createClient(options.url, options.anonKey, {
      // Visitors never sign in: no session to keep, refresh or read from the URL.
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    })
  })
  return client.load
}

/** One row of `contact_submissions`, as the spec names its columns: phone and address '' when not given. */
export function contactSubmissionRow(request: QuoteRequest, context: SubmissionContext) {
  return {
    name: request.name,
    email: request.email,
    phone: request.phone || '',
    address: request.address || '',
    message: request.message,
    created_at: context.submittedAt.toISOString(),
  }
}

/** Inserts the row with the anonymous key through Supabase's REST interface (PostgREST). */
export function createSupabaseQuoteStore(options: SupabaseQuoteStoreOptions): QuoteStore {
  const client = lazySupabaseClient(options)
  return {
    async saveSubmission(request, context, signal) {
      try {
        const supabase = await client()
        signal.throwIfAborted()
        // No `.select()`: reading the row back would need a read policy the anonymous role must not have.
        const { error } = await supabase.from(contactSubmissionsTable).insert(contactSubmissionRow(request, context)).abortSignal(signal)
        if (error) return { ok: false, reason: error.message || `Supabase insert failed (${error.code})` }
        return { ok: true }
      } catch (error) {
        return { ok: false, reason: describeError(error) }
      }
    },
  }
}
