/**
 * Addresses the tests' relays send real SMTP mail with. `.internal` is reserved for private
 * networks (ICANN, 2024), so unlike `.example` mail to it can arrive: the relay accepts it.
 */
export const testMailboxes = {
  OWNER_EMAIL: 'owner@installer.internal',
  MAIL_FROM: '"Relay tests" <quotes@installer.internal>',
} as const

/** The relay refuses real SMTP with a placeholder owner or sender, so SMTP tests get these unless they choose their own. */
export function withTestMailboxes<T extends Readonly<Record<string, string | undefined>>>(env: T): T {
  return env.SMTP_URL ? { ...testMailboxes, ...env } : env
}
