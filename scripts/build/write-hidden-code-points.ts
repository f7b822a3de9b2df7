/**
 * Writes the format, private-use and unassigned code points (src/quote/domain/hidden-code-points.ts,
 * from this Node's Unicode data) into the SQL migrations that check names, between their
 * `hidden code points: begin` and `end` lines: PostgreSQL's regular expressions know no Unicode
 * categories. Run after a Node upgrade brings newer Unicode data:
 * `node --import tsx scripts/build/write-hidden-code-points.ts`; text-rule-agreement.test.ts says when.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatPrivateOrUnassignedRanges, sqlBracketOf } from '../../src/quote/domain/hidden-code-points'

export const hiddenCodePointMigrations = [
  'supabase/migrations/20251122050000_contact_submissions.sql',
  'supabase/migrations/20261128010000_browser_only_retries_and_bounds.sql',
]

const block = /(-- hidden code points: begin[^\n]*\n)([\s\S]*?)([ \t]*-- hidden code points: end)/

export function hiddenCodePointsLine(): string {
  return `  hidden_code_points constant text := '${sqlBracketOf(formatPrivateOrUnassignedRanges())}';`
}

/** The ranges a migration carries now, as its text holds them. */
export function hiddenCodePointsIn(sql: string): string | undefined {
  return block.exec(sql)?.[2]?.trimEnd()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const file of hiddenCodePointMigrations) {
    const path = fileURLToPath(new URL(`../../${file}`, import.meta.url))
    const sql = readFileSync(path, 'utf8')
    if (!block.test(sql)) throw new Error(`${file} has no "-- hidden code points: begin" line.`)
    writeFileSync(
      path,
      sql.replace(block, (_all, begin: string, _old: string, end: string) => `${begin}${hiddenCodePointsLine()}\n${end}`),
    )
    console.log(`hidden code points written to ${file}`)
  }
}
