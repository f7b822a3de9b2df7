import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The lead table (`contact_submissions`) and its rules are written once, in the Supabase
 * migration that creates it, between `-- lead table: begin` and `-- lead table: end`. Browser-only
 * sites run that file on Supabase; the relay runs the same section on its own database at every
 * start, before its migrations. The section is written to run again safely (`if not exists`, each
 * rule added only when missing), so a rule added to it reaches every relay database on the next
 * start, as it reaches a Supabase project when the owner runs the migration again.
 */
export const supabaseMigrationsDir = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url))

const section = /^-- lead table: begin\n([\s\S]*?)^-- lead table: end$/m

/** The lead table's section of the Supabase migration named `*_contact_submissions.sql`. */
export async function readLeadTableSql(dir: string = supabaseMigrationsDir): Promise<string> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('_contact_submissions.sql'))
  if (files.length !== 1) throw new Error(`Expected one *_contact_submissions.sql migration in ${dir}, found ${files.length}.`)
  const file = path.join(dir, files[0] as string)
  const sql = section.exec(await readFile(file, 'utf8'))?.[1]
  if (!sql?.trim()) throw new Error(`${file} has no "-- lead table: begin" … "-- lead table: end" section.`)
  return sql
}
