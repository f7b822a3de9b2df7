/**
 * The build's guard for the owner's profile: the file must be valid, and a build for a public
 * domain must not publish the demo company (docs/make-it-yours.md).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describePlaceholders, findProfilePlaceholders, isPlaceholderDomain, type ProfilePlaceholder } from '../src/content/owner-profile-placeholders.ts'
import { parseOwnerProfile, parseTestimonials, type OwnerProfile } from '../src/content/owner-profile-schema.ts'

export const ownerProfileFile = 'owner/profile.json'

export const testimonialsFile = 'owner/testimonials.json'

function readJson(root: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(resolve(root, file), 'utf8'))
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Reads and validates both owner files; the testimonials are checked here so a bad star count fails the build too. */
export function readOwnerProfile(root: string = process.cwd()): OwnerProfile {
  parseTestimonials(readJson(root, testimonialsFile), testimonialsFile)
  return parseOwnerProfile(readJson(root, ownerProfileFile), ownerProfileFile)
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
  /** What still belongs to the demo company; empty once the owner has made the site theirs. */
  readonly placeholders: readonly ProfilePlaceholder[]
}

/**
 * Validates the profile and, for a public origin, refuses every placeholder it still holds,
 * naming the file and field of each.
 */
export function gateOwnerProfile(siteUrl: string | undefined, root?: string): ProfileGateResult {
  const profile = readOwnerProfile(root)
  const placeholders = findProfilePlaceholders(profile)
  if (placeholders.length > 0 && isPublicOrigin(siteUrl)) {
    throw new Error(`Refusing to build for ${siteUrl}.\n${describePlaceholders(placeholders, ownerProfileFile)}`)
  }
  return { profile, placeholders }
}

/** The one line a demo start prints. */
export function demoCompanyLine(profile: OwnerProfile): string {
  return `Showing the demo company "${profile.displayName}": make the site yours in ${ownerProfileFile} (docs/make-it-yours.md).`
}
