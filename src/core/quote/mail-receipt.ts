/**
 * What a mail transport answered. The core, not the adapter, decides what counts as sent:
 * only status 200 does.
 */
export interface MailReceipt {
  readonly status: number
  readonly text: string
}
