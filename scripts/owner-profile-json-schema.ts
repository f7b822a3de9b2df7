/**
 * Writes owner/profile.schema.json from the zod schema the build validates with, so an editor
 * (VS Code reads the profile's "$schema") explains and checks each field as the owner types.
 * Run: node --import tsx scripts/owner-profile-json-schema.ts; a unit test keeps the file current.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import { ownerProfileSchema } from '../src/content/owner-profile-schema'

export function ownerProfileJsonSchema(): string {
  const schema = z.toJSONSchema(ownerProfileSchema, { io: 'input', unrepresentable: 'any' })
  return `${JSON.stringify({ ...schema, title: 'The business behind the site (docs/make-it-yours.md)' }, null, 2)}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(resolve('owner/profile.schema.json'), ownerProfileJsonSchema())
  console.log('owner/profile.schema.json written')
}
