import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadRelayConfig } from '../../../server/config'
import { checkOwnerContent, OwnerFilesError, readOwnerContent } from '../../../src/content/owner/read-owner-files'
import { editFile, useOwnerCopies } from '../../support/owner-copy'

const root = resolve(import.meta.dirname, '../../..')

/** A copy of the demo's owner/ folder with the mistakes an owner editing by hand makes. */
let broken: string
const ownerCopy = useOwnerCopies('owner-files-')
const edit = (file: string, change: (text: string) => string) => editFile(broken, join('owner', file), change)

beforeAll(async () => {
  broken = await ownerCopy()
  // A trailing comma after the last social link (line 95 of the demo's profile.json).
  await edit('profile.json', (text) =>
    text.replace('"https://facebook.example/piedmont-shield" }\n', '"https://facebook.example/piedmont-shield" },\n'),
  )
  // The second review: a service that is not one of the six, and six stars.
  await edit('reviews.yaml', (text) =>
    text.replace('service: Wireless Security Cameras', 'service: Doorbell Cameras').replace(/(Rock Hill, SC\n {4}rating: )5/, '$16'),
  )
  // A misspelt field on the third team member.
  await edit('team.yaml', (text) => text.replace('    role: Lead Installation Technician', '    rol: Lead Installation Technician'))
  // A YAML mistake: a quote opened and never closed.
  await edit('offers.yaml', (text) => text.replace('  title: 1-Year Warranty', '  title: "1-Year Warranty'))
  // A story without its title, and one whose front matter is never closed.
  await edit('case-studies/casino-surveillance.md', (text) => text.replace(/^title: .*\n/m, ''))
  await edit('case-studies/k12-school-safety.md', (text) => text.replace(/\n---\n/, '\n'))
})

describe('a malformed set of owner files', () => {
  it('names every problem in every file at once, each with its file, line and column', () => {
    const { problems } = checkOwnerContent(broken)
    const lines = problems.map((problem) => `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`)
    expect(lines).toEqual(
      expect.arrayContaining([
        'owner/profile.json:97:81: is not valid JSON here: a comma before "]" ends the list: remove that last comma',
        expect.stringMatching(/^owner\/reviews\.yaml:13:5: reviews, entry 2, rating: must be a whole number of stars from 1 to 5$/),
        'owner/reviews.yaml:14:5: reviews, entry 2, service: must be the service the customer bought, one of: Security Camera Installation, CCTV Monitoring Systems, Wireless Security Cameras, Video Doorbells, Access Control, AI-Enhanced Security',
        expect.stringMatching(/^owner\/team\.yaml:13:5: members, entry 3, rol: is not a field this file knows/),
        'owner/team.yaml:11:5: members, entry 3, role: must be their job title',
        'owner/offers.yaml:9:10: cannot be read: Missing closing "quote',
        expect.stringMatching(/^owner\/case-studies\/casino-surveillance\.md:2:1: title: must be the headline of the story/),
        'owner/case-studies/k12-school-safety.md:1:1: must start with front matter: a line "---", the fields, and another "---" (see the demo stories)',
      ]),
    )
    expect(problems).toHaveLength(8)
  })

  it('refuses with one message that a person reads without a stack trace, at the build and at the relay start', () => {
    let thrown: unknown
    try {
      readOwnerContent(broken)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(OwnerFilesError)
    const message = (thrown as Error).message
    expect(message).toMatch(/^The owner's files have 8 problems to fix \(docs\/make-it-yours\.md\):\n {2}owner\//)
    expect(message).not.toMatch(/\n\s+at /)
    expect(() => loadRelayConfig({}, broken, broken)).toThrow(message)
  })

  it('reads the demo and the renamed business without a problem', () => {
    expect(checkOwnerContent(root).problems).toEqual([])
    expect(checkOwnerContent(join(root, 'test/fixtures/renamed-business')).problems).toEqual([])
  })
})
