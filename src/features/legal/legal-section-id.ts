/** A stable in-page anchor for a section heading: "Who we are" becomes "who-we-are". */
export function legalSectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
