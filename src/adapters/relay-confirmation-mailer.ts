import type { ConfirmationEmail } from '../core/quote/confirmation-email'
import type { ConfirmationMailer } from '../core/quote/confirmation-mailer.port'
import type { MailReceipt } from '../core/quote/mail-receipt'
import { relayPaths } from '../contracts/relay-api'
import type { SubmissionContext } from '../core/quote/submission-context'
import { postToRelay, type RelayClientOptions } from './relay-client'

/** Asks the relay to send the visitor's confirmation; the core judges the status. */
export function createRelayConfirmationMailer(options: RelayClientOptions): ConfirmationMailer {
  return {
    sendConfirmation(email: ConfirmationEmail, context: SubmissionContext): Promise<MailReceipt> {
      return postToRelay(options, relayPaths.confirmations, email, context.submissionId)
    },
  }
}
