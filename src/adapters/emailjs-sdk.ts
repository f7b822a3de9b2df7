import { lazyModule } from '../lib/lazy-module'
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

/** What EmailJS answered a send. */
export interface EmailjsAnswer {
  readonly status: number
  readonly text: string
}

/** Kept out of the first page's bundle: the SDK loads when the first mail is sent. */
export const emailjsSdk = lazyModule(() => import('@emailjs/browser'))

/**
 * Sends one template and reports the SDK's status and text, whatever they are: the SDK resolves
 * on 200 and rejects with the same `EmailJSResponseStatus` shape otherwise (including its own
 * 451 headless, 403 block-list and 429 throttle refusals). Anything else it rejects with never
 * reached EmailJS and is thrown for the use case to record.
 */
export async function sendEmailjsTemplate(
  account: EmailjsAccount,
  templateId: string,
  templateParams: Record<string, unknown>,
): Promise<EmailjsAnswer> {
  const sdk = await emailjsSdk.load()
  const options = { publicKey: account.publicKey, blockHeadless: account.blockHeadless ?? true }
  // `send` takes its origin only from the SDK's global store, which `init` sets. No limitRate
  // is passed: a shared throttle id would let the confirmation block the notification.
  sdk.init({ ...options, ...(account.origin ? { origin: account.origin } : {}) })
  try {
    const response = await sdk.send(account.serviceId, templateId, templateParams, options)
    return { status: response.status, text: response.text }
  } catch (error) {
    if (error instanceof sdk.EmailJSResponseStatus) return { status: error.status, text: error.text }
    // Parameter checks throw bare strings; a failed fetch throws a TypeError.
    if (typeof error === 'string') throw new Error(`EmailJS refused the send: ${error}`)
    throw new UnreachableServiceError('EmailJS', error)
  }
}
