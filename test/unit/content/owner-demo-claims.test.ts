import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findDemoContent } from '../../../src/content/owner/demo-content'
import { readOwnerContent } from '../../../src/content/owner/read-owner-files'
import { demoProfile, ownBusinessProfile } from '../../support/own-business-profile'

/**
 * The demo company was founded in 2003 and claims 50 years of combined experience. A real
 * installer can have the same figures: the publish check names them only while they are still
 * the demo's claim (told by the demo company, or in the demo's own About story), never as bare
 * numbers.
 */
const root = resolve(import.meta.dirname, '../../..')
const fixture = join(root, 'test/fixtures/renamed-business/owner')
const dirs: string[] = []
let demo: Record<string, unknown>
let ownBusiness: Record<string, unknown>

beforeAll(async () => {
  demo = await demoProfile()
  ownBusiness = await ownBusinessProfile({ foundedYear: 2003, combinedExperienceYears: 50 })
})

afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

/** A project folder whose owner/ is the demo's with this profile, or the second business's own words but for `keep`. */
async function ownerRoot(profile: unknown, ownWords: boolean, keep: readonly string[] = []): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'owner-claims-'))
  dirs.push(dir)
  await cp(join(root, 'owner'), join(dir, 'owner'), { recursive: true })
  await writeFile(join(dir, 'owner/profile.json'), JSON.stringify(profile, null, 2))
  if (ownWords) {
    await rm(join(dir, 'owner/case-studies'), { recursive: true })
    // The demo's page files go: the fixture's own stand, and the pages it lacks show the project's words, which are not the owner's claims to check.
    await rm(join(dir, 'owner/pages'), { recursive: true })
    for (const entry of ['case-studies', 'reviews.yaml', 'team.yaml', 'offers.yaml', 'about.yaml', 'pictures.yaml', 'pages'].filter(
      (name) => !keep.includes(name),
    ))
      await cp(join(fixture, entry), join(dir, 'owner', entry), { recursive: true })
  }
  return dir
}

const figuresNamed = (dir: string) =>
  findDemoContent(readOwnerContent(dir), dir)
    .filter((item) => /founding year|years of combined experience/.test(item.item))
    .map((item) => `${item.file}: ${item.item}`)

describe('the demo’s founding year and experience figure', () => {
  it('are still named while the demo company tells them', async () => {
    const dir = await ownerRoot(demo, false)
    expect(figuresNamed(dir)).toEqual([
      "owner/profile.json: the demo's founding year 2003",
      "owner/profile.json: the demo's 50 years of combined experience",
    ])
  })

  it('are still named under the owner’s own name while the demo’s About story tells them', async () => {
    const dir = await ownerRoot(ownBusiness, true, ['about.yaml'])
    expect(figuresNamed(dir)).toEqual([
      "owner/profile.json: the demo's founding year 2003",
      "owner/profile.json: the demo's 50 years of combined experience",
    ])
  })

  it('pass for a real installer founded in 2003 with 50 years of experience who tells it in their own words', async () => {
    const dir = await ownerRoot(ownBusiness, true)
    expect(figuresNamed(dir)).toEqual([])
    expect(findDemoContent(readOwnerContent(dir), dir)).toEqual([])
  })
})
