/**
 * Gmail and Outlook show no SVG in an e-mail, and a logo photo of several megabytes is slow in
 * one, so the e-mails show a PNG the build renders from any logo (scripts/build/owner-brand-assets.ts).
 */
export const mailLogoPath = '/brand/mail-logo.png'

/** Twice the 48 px the e-mails show it at, for sharp screens; wide logos stop at the width. */
export const mailLogoBox = { width: 480, height: 96 } as const

/** The e-mails' logo address, or undefined when the owner has no logo. */
export function mailLogoUrl(logoPath: string | undefined, siteUrl: string): string | undefined {
  return logoPath ? new URL(mailLogoPath, siteUrl).href : undefined
}
