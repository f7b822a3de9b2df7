import type { MailReceipt } from '../core/quote/mail-receipt'
import type { NotificationEmail } from '../core/quote/notification-email'
import type { NotificationMailer } from '../core/quote/notification-mailer.port'
import { isRelayPagePath, relayPaths, type RelayNotificationBody } from '../contracts/relay-api'
import type { SubmissionContext } from '../core/quote/submission-context'
import { postToRelay, type RelayClientOptions } from './relay-client'

/**
 * Asks the relay to notify the owner of a new lead; the core judges the status. The recipient is
 * the relay's to choose (its OWNER_EMAIL), so `to_email` stays in the browser.
 */
export function createRelayNotificationMailer(options: RelayClientOptions): NotificationMailer {
  return {
    sendNotification(email: NotificationEmail, context: SubmissionContext): Promise<MailReceipt> {
      const { to_email: _chosenByTheRelay, ...fields } = email
      const body: RelayNotificationBody = { ...fields, ...(isRelayPagePath(context.page) ? { page: context.page } : {}) }
      return postToRelay(options, relayPaths.notifications, body, context.submissionId)
    },
  }
}
