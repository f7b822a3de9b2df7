import type { ContactSubmission } from '../../../server/stores/lead-store'
import { type HttpAnswer, jsonAnswer, type LocalHttpServer, type RecordedRequest, startLocalHttpServer } from './local-http-server'

const submissionFields = ['name', 'email', 'phone', 'address', 'message', 'created_at'] as const

/** PostgREST's own answer when row-level security rejects an insert by the anon role. */
export const rowLevelSecurityError = {
  code: '42501',
  details: null,
  hint: null,
  message: 'new row violates row-level security policy for table "contact_submissions"',
}

export const permissionDeniedError = {
  code: '42501',
  details: null,
  hint: null,
  message: 'permission denied for table contact_submissions',
}

/**
 * Everything wrong with a request compared to the one insert the anon key may make. Empty when
 * it is exactly `POST /rest/v1/contact_submissions` with the anon key and the six fields.
 */
export function postgrestInsertProblems(request: RecordedRequest, anonKey: string): string[] {
  const problems: string[] = []
  const { headers } = request
  if (request.method !== 'POST') problems.push(`method ${request.method}`)
  if (request.url !== '/rest/v1/contact_submissions') problems.push(`path ${request.url}`)
  if (headers.apikey !== anonKey) problems.push(`apikey ${String(headers.apikey)}`)
  if (headers.authorization !== `Bearer ${anonKey}`) problems.push(`authorization ${String(headers.authorization)}`)
  if (headers['content-profile'] !== 'public') problems.push(`content-profile ${String(headers['content-profile'])}`)
  if (headers['content-type'] !== 'application/json') problems.push(`content-type ${String(headers['content-type'])}`)
  if (/return=representation/.test(String(headers.prefer ?? ''))) problems.push(`prefer ${String(headers.prefer)}`)
  let body: unknown
  try {
    body = JSON.parse(request.body)
  } catch {
    problems.push('body is not JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    problems.push('body is not one row object')
  } else {
    const keys = Object.keys(body).sort()
    if (keys.join() !== [...submissionFields].sort().join()) problems.push(`body fields ${keys.join()}`)
    for (const [key, value] of Object.entries(body)) if (typeof value !== 'string') problems.push(`${key} is not text`)
  }
  return problems
}

export interface FakePostgrest {
  readonly url: string
  readonly anonKey: string
  readonly server: LocalHttpServer
  readonly rows: ContactSubmission[]
  /** Keep valid inserts (201, no body, as PostgREST answers `return=minimal`). */
  accept(): void
  /** Refuse every insert with this status and PostgREST error body. */
  refuse(status: number, error: unknown): void
  close(): Promise<void>
}

/** A stand-in for a Supabase project's REST endpoint that checks the exact insert request. */
export async function startFakePostgrest(anonKey: string): Promise<FakePostgrest> {
  const rows: ContactSubmission[] = []
  let refusal: HttpAnswer | undefined
  const handle = (request: RecordedRequest): HttpAnswer => {
    const problems = postgrestInsertProblems(request, anonKey)
    if (problems.length > 0)
      return jsonAnswer(400, { code: 'PGRST000', details: null, hint: null, message: `unexpected request: ${problems.join('; ')}` })
    if (refusal) return refusal
    rows.push(JSON.parse(request.body) as ContactSubmission)
    return { status: 201 }
  }
  const server = await startLocalHttpServer(handle)
  return {
    url: server.url,
    anonKey,
    server,
    rows,
    accept() {
      refusal = undefined
    },
    refuse(status, error) {
      refusal = jsonAnswer(status, error)
    },
    close: () => server.close(),
  }
}
