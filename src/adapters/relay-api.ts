/**
 * The wire contract between the browser's relay adapters and the Express relay in `server/`.
 * Both sides import these paths so they cannot drift apart.
 */
export const relayPaths = {
  submissions: '/api/quote/submissions',
  confirmations: '/api/quote/confirmations',
  notifications: '/api/quote/notifications',
  health: '/api/health',
} as const

/** Body of every non-2xx relay answer. */
export interface RelayErrorBody {
  readonly error: {
    readonly code: string
    readonly message: string
    readonly issues?: readonly { readonly field: string; readonly message: string }[]
  }
}
