import { type HttpFetch, resolveFetch } from './http-fetch'
import { idempotencyKeyHeader, type RelayErrorBody, type relayPaths } from '../relay-api'
import { UnreachableServiceError } from './unreachable-service-error'

export interface RelayClientOptions {
  /** Origin (and optional path prefix) of the relay without a trailing slash; '' is same origin. */
  readonly relayUrl: string
  readonly fetch?: HttpFetch
}

export type RelayPath = (typeof relayPaths)[Exclude<keyof typeof relayPaths, 'health'>]

/** What the relay answered, reduced to what an adapter reports. */
export interface RelayAnswer {
  readonly status: number
  /** The relay's error message when it sent one, otherwise the status text. */
  readonly text: string
}

function isRelayErrorBody(value: unknown): value is RelayErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const { error } = value
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * POSTs one JSON body under the submission's idempotency key; throws only when no HTTP answer
 * arrived at all, or when the signal cancelled the request (reading the answer too).
 */
export async function postToRelay(
  options: RelayClientOptions,
  path: RelayPath,
  body: unknown,
  submissionId: string,
  signal: AbortSignal,
): Promise<RelayAnswer> {
  const url = `${options.relayUrl}${path}`
  const fetchFn = resolveFetch(options.fetch)
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
  const json = parseJson(text)
  const message = isRelayErrorBody(json) ? json.error.message : response.statusText || `HTTP ${response.status}`
  return { status: response.status, text: message }
}
