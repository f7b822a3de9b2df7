/**
 * Format (Cf), private-use (Co) and unassigned (Cn) code points: nothing a name or an address
 * needs, and every one either invisible (U+1D173 and the other format characters hide inside a
 * word: "paypal.c\u{1D173}om"), drawn as the reader's font pleases (private use), or not yet a
 * character at all. A rule by category holds for characters no list has named yet.
 */
export const formatPrivateOrUnassigned = /[\p{Cf}\p{Co}\p{Cn}]/u

/**
 * The same code points as ranges, from this runtime's Unicode data: PostgreSQL's regular
 * expressions know no Unicode categories, so the SQL CHECKs carry these ranges, written into the
 * migrations by scripts/build/write-hidden-code-points.ts and compared with this list by
 * test/integration/server/text-rule-agreement.test.ts.
 */
export function formatPrivateOrUnassignedRanges(): [number, number][] {
  const ranges: [number, number][] = []
  let start = -1
  for (let code = 0; code <= 0x10ffff; code += 1) {
    // Surrogates are no code points of text; the broken-character rule refuses a lone one.
    const hidden = (code < 0xd800 || code > 0xdfff) && formatPrivateOrUnassigned.test(String.fromCodePoint(code))
    if (hidden && start < 0) start = code
    if (!hidden && start >= 0) {
      ranges.push([start, code - 1])
      start = -1
    }
  }
  if (start >= 0) ranges.push([start, 0x10ffff])
  return ranges
}

/** A PostgreSQL bracket expression of the ranges (`\uXXXX`, `\UXXXXXXXX` above the BMP). */
export function sqlBracketOf(ranges: readonly (readonly [number, number])[]): string {
  const escape = (code: number) => (code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
  return `[${ranges.map(([from, to]) => (from === to ? escape(from) : `${escape(from)}-${escape(to)}`)).join('')}]`
}
