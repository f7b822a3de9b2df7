/**
 * The build's guard for the owner's files: every file must be valid (every problem in every file
 * is named at once, with its line), and a build for a public domain must not publish the demo
 * company or any of its content (docs/make-it-yours.md).
 */
import { describePlaceholders, findProfilePlaceholders, isPlaceholderDomain, type ProfilePlaceholder } from '../src/content/owner-profile-placeholders.ts'
import type { OwnerProfile } from '../src/content/owner-profile-schema.ts'
import { readOwnerContent, type OwnerContent } from '../src/content/owner/read-owner-files.ts'

export const ownerProfileFile = 'owner/profile.json'

/** Reads and validates every owner file, throwing one error that names every problem. */
export function readOwnerProfile(root: string = process.cwd()): OwnerProfile {
  return readOwnerContent(root).profile
}

/** Loopback, unset, or a domain reserved for examples: a build that no customer will visit. */
export function isPublicOrigin(siteUrl: string | undefined): boolean {
  if (!siteUrl?.trim()) return false
  let host: string
  try {
    host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return false
  }
  if (host === 'localhost' || host === '0.0.0.0' || host === '::1' || host.startsWith('127.')) return false
  return !isPlaceholderDomain(host)
}

export interface ProfileGateResult {
  readonly profile: OwnerProfile
  readonly content: OwnerContent
  /** What still belongs to the demo company; empty once the owner has made the site theirs. */
  readonly placeholders: readonly ProfilePlaceholder[]
}

/**
 * Validates the owner's files and, for a public origin, refuses every placeholder they still
 * hold, naming the file and field of each.
 */
export function gateOwnerProfile(siteUrl: string | undefined, root: string = process.cwd()): ProfileGateResult {
  const content = readOwnerContent(root)
  const placeholders = findProfilePlaceholders(content.profile)
  if (placeholders.length > 0 && isPublicOrigin(siteUrl)) {
    throw new Error(`Refusing to build for ${siteUrl}.\n${describePlaceholders(placeholders, ownerProfileFile)}`)
  }
  return { profile: content.profile, content, placeholders }
}

/** The one line a demo start prints. */
export function demoCompanyLine(profile: OwnerProfile): string {
  return `Showing the demo company "${profile.displayName}": make the site yours in owner/ (docs/make-it-yours.md).`
}
