/**
 * The mailbox an address reaches, for counting confirmations per recipient: case folded, a
 * `+tag` dropped (Gmail, Outlook, Fastmail and most providers deliver it to the same box), and
 * Gmail's ignored dots and googlemail.com alias folded too. Only a count is keyed on this; mail
 * still goes to the address as typed.
 */
const gmailDomains = new Set(['gmail.com', 'googlemail.com'])

export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 0) return address.trim().toLowerCase()
  const domain = address.slice(at + 1).trim().toLowerCase()
  let local = address.slice(0, at).trim().toLowerCase().split('+')[0] ?? ''
  if (gmailDomains.has(domain)) return `${local.replace(/\./g, '')}@gmail.com`
  local = local || address.slice(0, at).trim().toLowerCase()
  return `${local}@${domain}`
}
