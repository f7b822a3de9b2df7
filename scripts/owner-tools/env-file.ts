import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

/** The values a .env file sets, read with Node's own parser (the one scripts/env-files.js loads with). */
export function readEnvFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  return parseEnv(readFileSync(file, 'utf8')) as Record<string, string>
}

/**
 * One value as Node's and Vite's .env parsers read it back unchanged. A value that starts with a
 * quote must itself be quoted: `MAIL_FROM="Shop" <a@b.com>` reads back as `Shop` alone.
 */
export function envLine(name: string, value: string): string {
  if (/^[^\s"'`#\\]*$/.test(value)) return `${name}=${value}`
  if (!value.includes("'")) return `${name}='${value}'`
  if (!value.includes('"') && !value.includes('\\')) return `${name}="${value}"`
  return `${name}=\`${value}\``
}

const assignment = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/

/**
 * Sets `values` in the file: a variable already there is replaced where it stands (the first
 * line that sets it; later duplicates are removed, since the first one wins), new ones are
 * appended under a comment, and every other line (comments, the owner's own settings) is kept.
 */
export function updateEnvFile(file: string, values: Readonly<Record<string, string>>, heading: string): void {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').replace(/\n$/, '').split('\n') : []
  const written = new Set<string>()
  const kept: string[] = []
  for (const line of lines) {
    const name = assignment.exec(line)?.[1]
    if (name === undefined || !(name in values)) kept.push(line)
    else if (!written.has(name)) {
      kept.push(envLine(name, values[name] as string))
      written.add(name)
    }
  }
  const added = Object.entries(values).filter(([name]) => !written.has(name))
  if (added.length > 0) {
    if (kept.length > 0 && kept.at(-1) !== '') kept.push('')
    kept.push(`# ${heading}`)
    for (const [name, value] of added) kept.push(envLine(name, value))
  }
  // The file may hold an SMTP password: readable by its owner only.
  writeFileSync(file, `${kept.join('\n')}\n`, { mode: 0o600 })
}
