import fastmailDomainList from './fastmail-domains.json'

/**
 * The mailbox an address reaches, for counting confirmations per recipient: one mailbox, one
 * allowance, however many aliases of it a sender types. Only a count is keyed on this; mail
 * still goes to the address as typed. Each provider's rules are a row below
 * (docs/decisions/0016-one-text-rule-and-abuse-limits.md); test/unit/relay/mailbox-key.test.ts
 * checks them row by row.
 */
interface MailboxProvider {
  readonly provider: string
  /** Whether the (lower-case) domain is one of this provider's. */
  readonly serves: (domain: string) => boolean
  /** The domain the key is written with: one for providers whose domains share one mailbox space. */
  readonly keyDomain?: string
  /** Characters after which the provider ignores the rest of the local part. */
  readonly tagSeparators: readonly string[]
  /** Characters the provider drops from a local part: Gmail delivers `a.n.n` to `ann`. */
  readonly ignores?: RegExp
  /** Fastmail delivers `anything@user.fastmail.com` to `user@fastmail.com`. */
  readonly subdomainAddressing?: boolean
}

const oneOf = (...domains: string[]) => {
  const set = new Set(domains)
  return (domain: string) => set.has(domain)
}

/** `yahoo.com`, `yahoo.co.uk`, `yahoo.fr`…: the provider's name, then only a country or a generic suffix. */
const brandDomain = (...brands: string[]) => {
  const pattern = new RegExp(`^(?:${brands.join('|')})\\.[a-z]{2,3}(?:\\.[a-z]{2})?$`)
  return (domain: string) => pattern.test(domain)
}

/**
 * Every domain a Fastmail account may have its address at (the list Fastmail offers at sign-up,
 * sent.com and fastmail.fm among them, kept in fastmail-domains.json): each is a separate account space, and each takes `+tags`
 * and subdomain addressing (`anything@user.sent.com` reaches `user@sent.com`).
 */
const fastmailDomains = oneOf(...fastmailDomainList)

const yahooDomains = brandDomain('yahoo')

export const mailboxProviders: readonly MailboxProvider[] = [
  { provider: 'Gmail', serves: oneOf('gmail.com', 'googlemail.com'), keyDomain: 'gmail.com', tagSeparators: ['+'], ignores: /\./g },
  { provider: 'Outlook', serves: brandDomain('outlook', 'hotmail', 'live', 'msn'), tagSeparators: ['+'] },
  {
    provider: 'Yahoo',
    serves: (domain) => yahooDomains(domain) || domain === 'ymail.com' || domain === 'rocketmail.com',
    tagSeparators: ['-', '+'],
  },
  { provider: 'Fastmail', serves: fastmailDomains, tagSeparators: ['+'], subdomainAddressing: true },
  {
    provider: 'Proton',
    serves: oneOf('proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'),
    keyDomain: 'proton.me',
    tagSeparators: ['+'],
    // Proton delivers john.smith, john_smith and john-smith to johnsmith (decision 0036).
    ignores: /[._-]/g,
  },
  { provider: 'iCloud', serves: oneOf('icloud.com', 'me.com', 'mac.com'), keyDomain: 'icloud.com', tagSeparators: ['+'] },
]

/**
 * A domain no row names may run anything; Postfix and qmail servers, the usual self-hosted
 * kind, take `+` or `-` tags. Folding both can make two people at one small domain share an
 * allowance of three confirmations an hour, which costs less than letting one mailbox get a
 * confirmation per invented tag.
 */
const otherDomains: MailboxProvider = { provider: 'other', serves: () => true, tagSeparators: ['+', '-'] }

function withoutTag(local: string, separators: readonly string[]): string {
  const end = Math.min(...separators.map((separator) => local.indexOf(separator)).filter((at) => at >= 0))
  // A tag with no name before it is no tag: the whole local part is the name.
  return end === 0 ? local : local.slice(0, end)
}

export function mailboxKey(address: string): string {
  const trimmed = address.trim().toLowerCase()
  const at = trimmed.lastIndexOf('@')
  if (at < 0) return trimmed
  let local = trimmed.slice(0, at)
  let domain = trimmed.slice(at + 1)
  const [, owner, base] = /^([a-z0-9-]+)\.(.+)$/.exec(domain) ?? []
  if (owner && base && mailboxProviders.some((provider) => provider.subdomainAddressing && provider.serves(base))) {
    local = owner
    domain = base
  }
  const rules = mailboxProviders.find((provider) => provider.serves(domain)) ?? otherDomains
  local = withoutTag(local, rules.tagSeparators)
  if (rules.ignores) local = local.replace(rules.ignores, '') || local
  return `${local}@${rules.keyDomain ?? domain}`
}
