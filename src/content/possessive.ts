/**
 * A name in the possessive, the way an editor writes it for a business: "Piedmont Shield
 * Security's", but "Lakeside Guard Systems'" (a name ending in s takes the apostrophe alone).
 */
export function possessive(name: string): string {
  const trimmed = name.trim()
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`
}
