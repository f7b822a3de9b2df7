import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { expect, it } from 'vitest'

/**
 * A comment or a guide that names a file of the project sends its reader there: the file must
 * exist. Decision records and the benchmark log are left out (they tell what was true when they
 * were written), and so are the tests, which name files they are about to write.
 */
const root = resolve(import.meta.dirname, '../../..')
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n')
const readers = tracked.filter(
  (file) =>
    /^(src|server|scripts|editor)\/.*\.(tsx?|m?js)$/.test(file) ||
    /^(README\.md|\.env\.example|Dockerfile|index\.html)$/.test(file) ||
    (/^docs\/[^/]+\.md$/.test(file) && file !== 'docs/benchmarks.md'),
)
const named =
  /(?<![\w./-])((?:src|server|scripts|test|docs|owner|public|editor|supabase)\/[\w./$-]+?\.(?:tsx|ts|json|mjs|js|md|sh|sql|yaml|svg|html|css))(?!\w)/g

it('names only files that exist, in code comments and the guides', () => {
  const missing: string[] = []
  for (const file of readers) {
    if (!existsSync(resolve(root, file))) continue
    const text = readFileSync(resolve(root, file), 'utf8')
    for (const match of text.matchAll(named)) {
      const path = match[1]!
      if ([root, resolve(root, dirname(file))].some((base) => existsSync(resolve(base, path)))) continue
      missing.push(`${file}:${text.slice(0, match.index).split('\n').length}: ${path}`)
    }
  }
  expect(missing).toEqual([])
})
