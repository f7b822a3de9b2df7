/**
 * Writes src/content/owner/demo-fingerprints.ts from the demo company's own files in owner/, so
 * the publish check recognises every demo item without keeping its words twice.
 * Run it only on the demo's files as the project ships them (a unit test checks that every demo
 * item is recognised): run on an owner's files it would make their own words count as the demo's.
 * Run: node --import tsx scripts/build/owner-demo-fingerprints.ts
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fingerprintsOf } from '../../src/content/owner/demo-content.ts'
import { readOwnerContent } from '../../src/content/owner/read-owner-files.ts'

export function demoFingerprintsModule(root: string = process.cwd()): string {
  const fingerprints = fingerprintsOf(readOwnerContent(root))
  const lines = Object.entries(fingerprints).map(
    ([group, values]) => `  ${group}: [\n${values.map((value) => `    '${value}',\n`).join('')}  ],`,
  )
  return (
    `// Written by scripts/build/owner-demo-fingerprints.ts from the demo company's owner/ files; do not edit.\n` +
    `// sha256 of each demo text's words (demo-content.ts), so the publish check knows them without quoting them.\n` +
    `export const demoFingerprints = {\n${lines.join('\n')}\n} as const satisfies Record<string, readonly string[]>\n`
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(resolve('src/content/owner/demo-fingerprints.ts'), demoFingerprintsModule())
  console.log('src/content/owner/demo-fingerprints.ts written')
}
