import { cp, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { gateOwnerProfile, ownerStartNotice } from '../../../scripts/build/owner-profile-gate'
import { ownBusinessProfile } from '../../support/own-business-profile'
import { editFile, putSecondBusinessWords, useOwnerCopies } from '../../support/owner-copy'

/**
 * What `npm start` tells an owner whose profile is theirs while some of the site is still the
 * demo's: each item with its file, that a build for a real SITE_URL stops on it, and how to fix it.
 */
const root = resolve(import.meta.dirname, '../../..')
const ownerCopy = useOwnerCopies('owner-start-')
let ownProfile: Record<string, unknown>

beforeAll(async () => {
  ownProfile = await ownBusinessProfile({ foundedYear: 2009, combinedExperienceYears: 31 })
})

/** The second business's owner/ folder, with the demo's own files put back for `demoFiles`. */
async function ownerRoot(demoFiles: readonly string[]): Promise<string> {
  const dir = await ownerCopy()
  await writeFile(join(dir, 'owner/profile.json'), JSON.stringify(ownProfile, null, 2))
  await putSecondBusinessWords(dir, demoFiles)
  // The demo's promises, offered where this business works.
  if (demoFiles.includes('offers.yaml'))
    await editFile(dir, 'owner/offers.yaml', (text) => text.replace('states: [NC, SC, GA]', 'states: [OH]'))
  if (demoFiles.includes('case-studies'))
    await cp(join(root, 'owner/case-studies/casino-surveillance.md'), join(dir, 'owner/case-studies/casino-surveillance.md'))
  return dir
}

describe('npm start’s notice', () => {
  it('for the demo profile is the one line that says the demo company is shown', () => {
    expect(ownerStartNotice(gateOwnerProfile(undefined, root))).toBe(
      'Showing the demo company "Piedmont Shield Security": make the site yours in owner/ (docs/make-it-yours.md).',
    )
  })

  it('for the owner’s profile lists each demo item still in the files, with its file, that a real build stops on it, and how to fix it', async () => {
    const dir = await ownerRoot(['reviews.yaml', 'team.yaml', 'offers.yaml', 'case-studies'])
    const notice = ownerStartNotice(gateOwnerProfile(undefined, dir)) ?? ''
    const lines = notice.split('\n')
    expect(lines[0]).toContain('still the demo company’s')
    expect(lines[0]).toContain('a build for a real SITE_URL stops')
    expect(notice).toMatch(/^ {2}owner\/case-studies\/casino-surveillance\.md:\d+: the demo's case study "Las Vegas Casino/m)
    expect(notice).toMatch(/^ {2}owner\/reviews\.yaml:\d+: the demo's review by Marcus T\., Gastonia, NC$/m)
    expect(notice).toMatch(/^ {2}owner\/team\.yaml:\d+: the demo's team member Daniel Whitaker$/m)
    expect(notice).toMatch(/^ {2}owner\/offers\.yaml:\d+: the demo's offer "1-Year Warranty"$/m)
    expect(notice).not.toMatch(/about\.yaml|pictures\.yaml|profile\.json/)
    expect(lines.at(-1)).toMatch(/edit each file at that line, or run npm run edit/)
    expect(notice).not.toMatch(/^\s+at /m)
  })

  it('under the owner’s own name also lists what of the demo’s profile is left, with the field to change', async () => {
    const dir = await ownerRoot([])
    await writeFile(join(dir, 'owner/profile.json'), JSON.stringify({ ...ownProfile, phone: '(704) 555-0143' }, null, 2))
    const notice = ownerStartNotice(gateOwnerProfile(undefined, dir)) ?? ''
    expect(notice).not.toContain('Showing the demo company')
    expect(notice).toMatch(/^ {2}owner\/profile\.json → phone: "\(704\) 555-0143" is a fictional 555 number$/m)
  })

  it('says nothing once every file is the owner’s', async () => {
    const dir = await ownerRoot([])
    expect(ownerStartNotice(gateOwnerProfile(undefined, dir))).toBeUndefined()
  })
})
