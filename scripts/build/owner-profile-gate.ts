/**
 * The build's guard for the owner's files: every file must be valid (every problem in every file
 * is named at once, with its line), and a build for a public domain must not publish the demo
 * company or any of its content (docs/make-it-yours.md).
 */
import {
  describePlaceholders,
  findProfilePlaceholders,
  isPlaceholderDomain,
  type ProfilePlaceholder,
} from '../../src/content/owner-profile-placeholders.ts'
import type { OwnerProfile } from '../../src/content/owner-profile-schema.ts'
import { describeDemoContent, describeDemoItem, findDemoContent, type DemoItem } from '../../src/content/owner/demo-content.ts'
import { readOwnerContent, type OwnerContent } from '../../src/content/owner/read-owner-files.ts'

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
  /** What in the profile still belongs to the demo company; empty once the owner has made the site theirs. */
  readonly placeholders: readonly ProfilePlaceholder[]
  /** The demo's stories, reviews, team, figures, area, offers and picture texts still published. */
  readonly demoItems: readonly DemoItem[]
}

/**
 * Validates the owner's files and, for a public origin, refuses every placeholder and every demo
 * item they still hold, all in one message naming the file and line of each. Nothing but
 * rewriting an item lets it through: there is no switch to publish the demo under a real name.
 */
export function gateOwnerProfile(siteUrl: string | undefined, root: string = process.cwd()): ProfileGateResult {
  const content = readOwnerContent(root)
  const placeholders = findProfilePlaceholders(content.profile)
  const demoItems = findDemoContent(content, root)
  if ((placeholders.length > 0 || demoItems.length > 0) && isPublicOrigin(siteUrl)) {
    const parts = [
      ...(placeholders.length > 0 ? [describePlaceholders(placeholders, ownerProfileFile)] : []),
      ...(demoItems.length > 0 ? [describeDemoContent(demoItems)] : []),
    ]
    throw new Error(`Refusing to build for ${siteUrl}.\n${parts.join('\n')}`)
  }
  return { profile: content.profile, content, placeholders, demoItems }
}

/** The one line a demo start prints. */
export function demoCompanyLine(profile: OwnerProfile): string {
  return `Showing the demo company "${profile.displayName}": make the site yours in owner/ (docs/make-it-yours.md).`
}

/**
 * What `npm start` says about the owner's files, or nothing once they are all the owner's: the
 * demo line while the profile is the demo's; otherwise each demo item still published, so the
 * owner learns of it on their own computer rather than when a build for their domain stops.
 */
export function ownerStartNotice({ profile, placeholders, demoItems }: ProfileGateResult): string | undefined {
  if (placeholders.some((placeholder) => placeholder.field === 'displayName')) return demoCompanyLine(profile)
  if (placeholders.length === 0 && demoItems.length === 0) return undefined
  return [
    `These are still the demo company’s, and a build for a real SITE_URL stops until each is rewritten or removed:`,
    ...placeholders.map((placeholder) => `  ${ownerProfileFile} → ${placeholder.field}: "${placeholder.value}" ${placeholder.reason}`),
    // A missing file has no line to edit: its own way to fix it goes with it.
    ...demoItems.map((item) => `  ${describeDemoItem(item, false)}${item.wholeFile ? `: ${item.fix}` : ''}`),
    'To fix: edit each file at that line, or run npm run edit and change it in the browser (docs/make-it-yours.md).',
  ].join('\n')
}
