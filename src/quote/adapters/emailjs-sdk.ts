import type { Delivery } from '../domain/delivery'
import { lazyModule } from '../../startup/lazy-module'
import { deliveryFromStatus } from './delivery-from-status'
import { UnreachableServiceError } from './unreachable-service-error'

export interface EmailjsAccount {
  readonly publicKey: string
  readonly serviceId: string
  /** API origin without a trailing slash; undefined keeps the SDK's https://api.emailjs.com. */
  readonly origin?: string | undefined
  /**
   * Refuse to send from automated browsers (the SDK answers 451 without a request). On by
   * default: the public key is in the page, so this is the cheapest bar against scripted spam.
   */
  readonly blockHeadless?: boolean
}

/** Kept out of the first page's bundle: the SDK loads when the first mail is sent. */
const emailjsSdk = lazyModule(() => import('@emailjs/browser'))

/**
 * Settles with `work`, or rejects with the signal's reason as soon as it fires. For a call that
 * takes no signal of its own: the caller stops waiting, though the work itself goes on.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as unknown)
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as unknown)
    signal.addEventListener('abort', stop, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
  })
}

/**
 * Sends one template and reports EmailJS's answer, whatever its status: the SDK resolves
 * on 200 and rejects with the same `EmailJSResponseStatus` shape otherwise (including its own
 * 451 headless, 403 block-list and 429 throttle refusals). Anything else it rejects with never
 * reached EmailJS and is thrown for the use case to record.
 *
 * `send` takes no signal (@emailjs/browser 4.4: it calls `fetch` with none), so when the signal
 * fires this stops waiting and throws, but the SDK's request is not cancelled: a mail EmailJS
 * accepts after that still goes, reported as not sent (decision 0015).
 */
export async function sendEmailjsTemplate(
  account: EmailjsAccount,
  templateId: string,
  templateParams: Record<string, unknown>,
  signal: AbortSignal,
): Promise<Delivery> {
  const sdk = await untilAborted(emailjsSdk.load(), signal)
  const options = { publicKey: account.publicKey, blockHeadless: account.blockHeadless ?? true }
  // `send` takes its origin only from the SDK's global store, which `init` sets. No limitRate
  // is passed: a shared throttle id would let the confirmation block the notification.
  sdk.init({ ...options, ...(account.origin ? { origin: account.origin } : {}) })
  try {
    const response = await untilAborted(sdk.send(account.serviceId, templateId, templateParams, options), signal)
    return deliveryFromStatus(response.status)
  } catch (error) {
    if (signal.aborted && error === signal.reason) throw new UnreachableServiceError('EmailJS', error)
    if (error instanceof sdk.EmailJSResponseStatus) return deliveryFromStatus(error.status)
    // Parameter checks throw bare strings; a failed fetch throws a TypeError.
    if (typeof error === 'string') throw new Error(`EmailJS refused the send: ${error}`)
    throw new UnreachableServiceError('EmailJS', error)
  }
}
