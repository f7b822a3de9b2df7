import type { OwnerProfile } from './owner-profile-schema'

/**
 * Finds what in a profile is still the demo company or an obvious stand-in, so a build for a real
 * domain and a relay with real mail can refuse to publish it (docs/make-it-yours.md).
 */

/** One value that must change before the site goes live. */
export interface ProfilePlaceholder {
  /** The field's path in owner/profile.json, e.g. `address.street`. */
  readonly field: string
  readonly value: string
  readonly reason: string
}

/** The demo company's own words: anything still equal to one of them was never changed. */
const demoValues = {
  name: 'Piedmont Shield',
  street: '210 East Main Street',
  ratingCount: 127,
  /** Realistic-looking, so the demo looks like a real site, and refused for that reason. */
  licenseNumbers: ['1187-CSA', 'BAC-4420', 'LVU406712'] as readonly string[],
} as const

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): mail to them never arrives. */
const reservedDomain = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i

export function isPlaceholderDomain(host: string): boolean {
  return reservedDomain.test(host.trim().replace(/\.$/, ''))
}

/** An address at a reserved domain, including `"Name" <box@domain>` forms. */
export function isPlaceholderEmail(address: string): boolean {
  const match = /@([^\s@<>,;"]+)>?\s*$/.exec(address.trim())
  return match?.[1] !== undefined && isPlaceholderDomain(match[1])
}

/** North American 555 numbers are fiction (only 555-1212 directory assistance was ever real). */
export function isPlaceholderPhone(phone: string): boolean {
  return /\(?\d{3}\)?[\s.-]*555[\s.-]*\d{4}/.test(phone)
}

function urlHost(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

export function findProfilePlaceholders(profile: OwnerProfile): ProfilePlaceholder[] {
  const found: ProfilePlaceholder[] = []
  const add = (field: string, value: string, reason: string) => found.push({ field, value, reason })
  const demoName = (field: string, value: string) => {
    if (value.includes(demoValues.name)) add(field, value, 'is the demo company’s name')
  }
  demoName('displayName', profile.displayName)
  demoName('legalName', profile.legalName)
  if (isPlaceholderPhone(profile.phone)) add('phone', profile.phone, 'is a fictional 555 number')
  if (isPlaceholderEmail(profile.email)) add('email', profile.email, 'is at a domain reserved for examples, so mail to it never arrives')
  if (profile.address.street.startsWith(demoValues.street)) add('address.street', profile.address.street, 'is the demo company’s address')
  profile.licenses.forEach((license, index) => {
    if (/demo|^0+$/i.test(license.number) || demoValues.licenseNumbers.includes(license.number)) {
      add(`licenses.${index}.number`, license.number, 'is the demo company’s license number')
    }
  })
  if (profile.rating?.count === demoValues.ratingCount && profile.rating.value === 4.9) {
    add(
      'rating',
      `${profile.rating.value} from ${profile.rating.count} ${profile.rating.source} reviews`,
      'is the demo company’s rating: give your own, or remove the field',
    )
  }
  if (profile.rating?.url && isPlaceholderDomain(urlHost(profile.rating.url)))
    add('rating.url', profile.rating.url, 'is at a domain reserved for examples')
  profile.social.forEach((social, index) => {
    if (isPlaceholderDomain(urlHost(social.url))) add(`social.${index}.url`, social.url, 'is at a domain reserved for examples')
  })
  return found
}

/** The message a build for a real domain fails with: every placeholder, and where to change it. */
export function describePlaceholders(placeholders: readonly ProfilePlaceholder[], file = 'owner/profile.json'): string {
  const lines = placeholders.map((placeholder) => `  ${file} → ${placeholder.field}: "${placeholder.value}" ${placeholder.reason}`)
  return `The site still shows the demo company. Change these before publishing (docs/make-it-yours.md):\n` + lines.join('\n')
}
