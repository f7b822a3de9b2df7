import type { MailReceipt } from '../core/quote/mail-receipt'
import type { NotificationEmail } from '../core/quote/notification-email'
import type { NotificationMailer } from '../core/quote/notification-mailer.port'
import { relayPaths } from './relay-api'
import { postToRelay, type RelayClientOptions } from './relay-client'

/** Asks the relay to notify the owner of a new lead; the core judges the status. */
export function createRelayNotificationMailer(options: RelayClientOptions): NotificationMailer {
  return {
    sendNotification(email: NotificationEmail): Promise<MailReceipt> {
      return postToRelay(options, relayPaths.notifications, email)
    },
  }
}
