import { z } from 'zod'
import { idempotencyKeyHeader, type relayPaths } from '../relay-api'
import { UnreachableServiceError } from './unreachable-service-error'

export interface RelayClientOptions {
  /** Origin (and optional path prefix) of the relay without a trailing slash; '' is same origin. */
  readonly relayUrl: string
  /** Tests and the DI container may pass their own; otherwise the global one, read at each call. */
  readonly fetch?: typeof fetch
}

type RelayPath = (typeof relayPaths)[Exclude<keyof typeof relayPaths, 'health'>]

/** The part of a RelayErrorBody an adapter reports. */
const relayErrorMessage = z.object({ error: z.object({ message: z.string() }) })

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * POSTs one JSON body under the submission's idempotency key and answers the status, and the
 * relay's error message when it sent one (otherwise the status text). Throws only when no HTTP
 * answer arrived at all, or when the signal cancelled the request (reading the answer too).
 */
export async function postToRelay(
  options: RelayClientOptions,
  path: RelayPath,
  body: unknown,
  submissionId: string,
  signal: AbortSignal,
): Promise<{ status: number; text: string }> {
  const url = `${options.relayUrl}${path}`
  // Called unbound: browsers throw "Illegal invocation" when fetch runs as a method of another object.
  const fetchFn = options.fetch ?? fetch
  let response: Response
  let text: string
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [idempotencyKeyHeader]: submissionId },
      body: JSON.stringify(body),
      signal,
    })
    text = await response.text()
  } catch (error) {
    throw new UnreachableServiceError(`the quote relay at ${url}`, error)
  }
  const relayError = relayErrorMessage.safeParse(parseJson(text))
  const message = relayError.success ? relayError.data.error.message : response.statusText || `HTTP ${response.status}`
  return { status: response.status, text: message }
}
