import { describeError } from '../domain/submit-quote'

/** A request that never got an HTTP answer: network down, DNS, CORS, refused connection. */
export class UnreachableServiceError extends Error {
  override readonly name = 'UnreachableServiceError'

  constructor(service: string, cause: unknown) {
    super(`Could not reach ${service}: ${describeError(cause)}`, { cause })
  }
}
