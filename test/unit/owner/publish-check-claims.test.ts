import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { gateOwnerProfile } from '../../../scripts/build/owner-profile-gate'
import { findDemoClaimsInCode } from '../../../src/content/owner/demo-content'
import { useOwnerCopies } from '../../support/owner-copy'

const root = resolve(import.meta.dirname, '../../..')

/** The 1-based line of the first line of `file` that contains `text`. */
async function lineOf(dir: string, file: string, text: string): Promise<number> {
  const lines = (await readFile(join(dir, file), 'utf8')).split('\n')
  const index = lines.findIndex((line) => line.includes(text))
  if (index < 0) throw new Error(`${text} is not in ${file}`)
  return index + 1
}

/** Sentences the demo once typed into its content modules, as they were typed (joined string pieces included). */
const typedClaims = `export const legacy = {
  intro:
    'and install it ourselves, with most residential jobs finished in a single day and commercial ' +
    'projects in one to three days.',
  heading: 'Local Installers Across Three States',
  warranty: 'If a camera or component we installed fails under normal use during the warranty period, we repair or replace it.',
  product: \`The PRO-X Series is \${'x'}'s own premium camera line\`,
  badge: 'NEW PRODUCT LINE',
  clients: 'See how homeowners, city governments, schools, hospitals, manufacturers and retailers have used',
  partners: 'Outside that area, we can connect you with partner providers nationwide.',
  area: 'Serving North Carolina, South Carolina and North Georgia',
  // A comment is never published: "partner providers nationwide" here is not read.
}
`

const ownerCopy = useOwnerCopies('publish-check-')
let dir: string
let message: string

beforeAll(async () => {
  dir = await ownerCopy()
  await mkdir(join(dir, 'src/content'), { recursive: true })
  await writeFile(join(dir, 'src/content/legacy-copy.ts'), typedClaims)
  try {
    gateOwnerProfile('https://www.lakesideguard.com', dir)
    message = ''
  } catch (error) {
    message = (error as Error).message
  }
})

describe('the publish check, in one run, names every demo claim with its file and line', () => {
  it('refuses the build', () => {
    expect(message).toContain('Refusing to build for https://www.lakesideguard.com')
  })

  it('names the promises the owner files still make in the demo’s words: install times, the warranty’s remedy, nationwide partners', async () => {
    expect(message).toContain(`owner/offers.yaml:${await lineOf(dir, 'owner/offers.yaml', 'answer:')}:`)
    expect(message).toMatch(
      new RegExp(`owner/offers\\.yaml:${await lineOf(dir, 'owner/offers.yaml', 'remedy:')}:\\d+: the demo's offer "If a camera`),
    )
    expect(message).toMatch(
      new RegExp(`owner/offers\\.yaml:${await lineOf(dir, 'owner/offers.yaml', 'reach:')}:\\d+: the demo's offer "nationwide"`),
    )
  })

  it('names the demo’s claims about the business: its client types and its own product line', async () => {
    expect(message).toMatch(
      new RegExp(
        `owner/about\\.yaml:${await lineOf(dir, 'owner/about.yaml', 'clients:')}:\\d+: the demo's client types "homeowners, city governments`,
      ),
    )
    expect(message).toMatch(
      new RegExp(
        `owner/about\\.yaml:${await lineOf(dir, 'owner/about.yaml', 'name: PRO-X Series')}:\\d+: the demo's own product line: "PRO-X Series"`,
      ),
    )
    expect(message).toMatch(
      new RegExp(
        `owner/about\\.yaml:${await lineOf(dir, 'owner/about.yaml', 'badge: NEW PRODUCT LINE')}:\\d+: the demo's own product line: "NEW PRODUCT LINE"`,
      ),
    )
  })

  it('names the demo’s area in every wording the profile holds', async () => {
    for (const [field, words] of [
      ['"name"', 'the Carolinas and North Georgia'],
      ['"shortName"', 'NC, SC & North Georgia'],
      ['"inSentences"', 'North Carolina, South Carolina and North Georgia'],
    ] as const) {
      const line = await lineOf(dir, 'owner/profile.json', field)
      expect(message).toContain(`owner/profile.json:${line}:`)
      expect(message).toContain(`the demo's service area "${words}"`)
    }
  })

  it('names each claim still typed in the code, at its own line, comments aside', () => {
    const file = 'src/content/legacy-copy.ts'
    for (const [line, phrase] of [
      [3, 'in a single day'],
      [4, 'one to three days'],
      [5, 'across three states'],
      [6, 'repair or replace'],
      [7, 'own premium camera line'],
      [8, 'new product line'],
      [9, 'city governments, schools, hospitals, manufacturers'],
      [10, 'partner providers nationwide'],
      [11, 'North Carolina'],
      [11, 'South Carolina'],
      [11, 'North Georgia'],
    ] as const) {
      expect(message).toMatch(new RegExp(`  ${file}:${line}:\\d+: [^\\n]*"${phrase}"`))
    }
    expect(message).not.toContain(`${file}:12:`)
  })

  it('finds no demo claim typed in the site’s own code', () => {
    expect(findDemoClaimsInCode(root).map((item) => `${item.file}:${item.line}: ${item.item}`)).toEqual([])
  })
})
