/**
 * What a mail adapter reports: the mail went, or it did not and why. Each adapter decides what
 * "went" means for its transport (EmailJS and the relay answer 200; a webhook 2xx); the core
 * only records the outcome.
 */
export type MailDelivery = { readonly sent: true } | { readonly sent: false; readonly reason: string }

export const mailSent: MailDelivery = { sent: true }
