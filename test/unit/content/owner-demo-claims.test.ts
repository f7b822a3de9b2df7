import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { findDemoContent } from '../../../src/content/owner/demo-content'
import { readOwnerContent } from '../../../src/content/owner/read-owner-files'
import { demoProfile, ownBusinessProfile } from '../../support/own-business-profile'
import { putSecondBusinessWords, useOwnerCopies } from '../../support/owner-copy'

/**
 * The demo company was founded in 2003 and claims 50 years of combined experience. A real
 * installer can have the same figures: the publish check names them only while they are still
 * the demo's claim (told by the demo company, or in the demo's own About story), never as bare
 * numbers.
 */
const ownerCopy = useOwnerCopies('owner-claims-')
let demo: Record<string, unknown>
let ownBusiness: Record<string, unknown>

beforeAll(async () => {
  demo = await demoProfile()
  ownBusiness = await ownBusinessProfile({ foundedYear: 2003, combinedExperienceYears: 50 })
})

/** A project folder whose owner/ is the demo's with this profile, or the second business's own words but for `keep`. */
async function ownerRoot(profile: unknown, ownWords: boolean, keep: readonly string[] = []): Promise<string> {
  const dir = await ownerCopy()
  await writeFile(join(dir, 'owner/profile.json'), JSON.stringify(profile, null, 2))
  if (ownWords) await putSecondBusinessWords(dir, keep)
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
