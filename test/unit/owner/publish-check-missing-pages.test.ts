import { rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { gateOwnerProfile, ownerStartNotice } from '../../../scripts/build/owner-profile-gate'
import { pageWordsDefault, pageWordsFiles } from '../../../src/content/owner/pages/page-files'
import { useOwnerCopies } from '../../support/owner-copy'

/**
 * A page file the owner's owner/ lacks publishes the demo's words for that page (decision 0042):
 * the publish check names each such file, in the same run as every other demo item, and the
 * way to make it the owner's. The second business of the build tests offers four of the six
 * built-in services and a service of its own; its pages for the two it dropped are not needed.
 */
const root = resolve(import.meta.dirname, '../../..')
const fixture = join(root, 'test/fixtures/honest-business/owner')
const siteUrl = 'https://www.lakesideguard.com'
const notOffered = ['owner/pages/service-cctv-monitoring-systems.yaml', 'owner/pages/service-ai-enhanced-security.yaml']

const ownerCopy = useOwnerCopies('missing-pages-')

/** A copy of the second business's owner/ without its page words, as an owner/ from before owner/pages/ existed. */
async function withoutPages(): Promise<string> {
  const dir = await ownerCopy(fixture)
  await rm(join(dir, 'owner/pages'), { recursive: true, force: true })
  return dir
}

/** The publish check's message for a public domain, or '' when it lets the build through. */
function refusal(dir: string): string {
  try {
    gateOwnerProfile(siteUrl, dir)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

let message: string
let dir: string

beforeAll(async () => {
  dir = await withoutPages()
  message = refusal(dir)
})

describe('the publish check names every page file the owner lacks', () => {
  it('refuses the build and names each missing file of a page the site shows, with the way to make it the owner’s', () => {
    expect(message).toContain(`Refusing to build for ${siteUrl}`)
    const needed = Object.keys(pageWordsFiles).filter((file) => !notOffered.includes(file))
    for (const file of needed) {
      const line = message.split('\n').find((text) => text.startsWith(`  ${file} `))
      expect(line, file).toBeDefined()
      expect(line).toContain('is missing')
      expect(line).toContain('the demo’s words')
      expect(line).toContain(`copy ${pageWordsDefault(file)} to ${file}`)
      expect(line).toContain('npm run edit')
    }
  })

  it('does not ask for the page of a service the owner does not offer', () => {
    for (const file of notOffered) expect(message).not.toContain(file)
  })

  it('tells the owner on npm start too, before a build for their domain stops', () => {
    const notice = ownerStartNotice(gateOwnerProfile(undefined, dir)) ?? ''
    expect(notice).toContain('  owner/pages/products.yaml is missing')
  })

  it('names no file the demo’s own owner/ has', () => {
    expect(refusal(root)).not.toContain('is missing')
  })

  it('lets the second business publish with its own words in every page it shows', () => {
    expect(refusal(join(fixture, '..'))).toBe('')
  })
})
