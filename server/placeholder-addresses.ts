import { isPlaceholderDomain } from '../src/content/owner-profile-placeholders'

/**
 * Addresses the relay must not send real mail with: domains reserved for examples, and the
 * stand-ins the guide and .env.example show (`you@your-domain.com`), which an owner may copy
 * unchanged. Such a domain is either unregistered or someone else's, so a lead mailed there is lost.
 */
const guideStandIn = /(^|\.)(your-[a-z0-9-]+|your(domain|business|company|site|provider))\.[a-z]{2,}$/i

function addressDomain(address: string): string | undefined {
  return /@([^\s@<>,;"]+)>?\s*$/.exec(address.trim())?.[1]?.replace(/\.$/, '')
}

export function isPlaceholderAddress(address: string): boolean {
  const domain = addressDomain(address)
  return domain !== undefined && (isPlaceholderDomain(domain) || guideStandIn.test(domain))
}

export function placeholderReason(address: string): string {
  const domain = addressDomain(address) ?? ''
  return guideStandIn.test(domain) ? 'is the example address from the guide, not yours' : 'is at a domain reserved for examples'
}
