import { z } from 'zod'
import { renderNotificationEmail, storedQuoteMail } from '../mail/quote-emails'
import type { RelayMailer } from '../mail/relay-mailer'
import type { StoredMail } from '../stores/outbox-store'
import { defineNotifier, type NoticeDelivery } from './notifier'

/** A mail read back from the outbox, sent through the relay's transport. */
export async function deliverByMail(mailer: RelayMailer, message: StoredMail, submissionKey: string): Promise<NoticeDelivery> {
  const sent = await mailer.send(storedQuoteMail(message), submissionKey)
  return sent.ok ? { delivered: true, id: sent.messageId } : { delivered: false, reason: sent.reason, permanent: sent.permanent ?? false }
}

/** The owner's notification as an e-mail to OWNER_EMAIL, through SMTP_URL or the .eml outbox. */
export const mailNotifier = defineNotifier({
  name: 'mail',
  // Mail's own variables (SMTP_URL, MAIL_FROM, OWNER_EMAIL) are the relay's: confirmations use them too.
  env: z.object({}),
  variables: [],
  create(_settings, { ownerEmail, mailer }) {
    return {
      channel: 'mail',
      compose: (lead) => renderNotificationEmail(lead.fields, { ownerEmail, leadId: lead.leadId, page: lead.page }),
      deliver: (message, submissionKey) => deliverByMail(mailer, message, submissionKey),
      // The transport is the relay's, closed with it.
      close: async () => undefined,
    }
  },
})
