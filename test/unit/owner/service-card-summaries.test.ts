import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ownerContentPlugin } from '../../../scripts/build/owner-content-plugin'
import { ownerEditorConfig, type DecapField } from '../../../scripts/launch/edit-config'
import { findDemoContent } from '../../../src/content/owner/demo-content'
import { pageWordsDefault } from '../../../src/content/owner/pages/page-files'
import { checkOwnerContent, readOwnerContent } from '../../../src/content/owner/read-owner-files'
import { serviceCards } from '../../../src/content/services'
import { useOwnerCopies } from '../../support/owner-copy'

/**
 * The short text on each built-in service's card (the home grid, /services, /all-services, the
 * city pages) is the owner's words, in that service's page file (owner/pages/service-<slug>.yaml,
 * `summary`), like the rest of its page: the demo's files hold the spec's words.
 */
const root = resolve(import.meta.dirname, '../../..')
const specSummaries = {
  'security-camera-installation':
    'Professionally designed and installed camera systems for homes and businesses, with 1080p or 4K cameras, clean cabling and remote viewing from your phone.',
  'cctv-monitoring-systems':
    'Recorder-based CCTV systems with continuous recording, secure storage and live viewing from any device, scaled from one building to many sites.',
  'wireless-security-cameras':
    'Flexible wireless and battery-powered cameras for places where running cable is impractical, professionally placed for strong signal and clear video.',
  'video-doorbells': 'See, hear and speak to anyone at your door from your phone, with a 3 MP sensor, dual-band Wi-Fi and local recording.',
  'access-control':
    'Keycard, PIN, mobile and biometric entry systems that control who gets in, where and when, with a complete audit trail.',
  'ai-enhanced-security':
    'Smart video analytics that tell people and vehicles apart from shadows and animals, cut false alarms and help you find footage in seconds.',
} as const
const fileOf = (slug: string) => `owner/pages/service-${slug}.yaml`

const ownerCopy = useOwnerCopies('card-summaries-')

/** What a card's summary import is handed by the build for the project in `dir`. */
function summaryModule(dir: string, slug: string): unknown {
  const plugin = ownerContentPlugin(dir)
  const load = plugin.load as (this: { addWatchFile(path: string): void }, id: string) => string | null
  const code = load.call({ addWatchFile: () => undefined }, `${join(dir, pageWordsDefault(fileOf(slug)))}?part=summary`)
  return JSON.parse((code ?? '').replace(/^export default /, '')) as unknown
}

describe('the service cards’ summaries', () => {
  it('are the demo’s page files’ words, the spec’s word for word, on every built-in card', () => {
    const content = readOwnerContent(root)
    for (const [slug, summary] of Object.entries(specSummaries)) {
      expect((content.pages[fileOf(slug)] as { summary?: string }).summary, slug).toBe(summary)
      expect(serviceCards.find((card) => card.slug === slug)?.summary, slug).toBe(summary)
    }
  })

  it('are no longer typed in the code', () => {
    const code = readFileSync(join(root, 'src/content/services.ts'), 'utf8')
    for (const summary of Object.values(specSummaries)) expect(code).not.toContain(summary.slice(0, 40))
  })

  it('change when the owner rewrites one in the service’s page file, and a missing one is named at its line', async () => {
    const dir = await ownerCopy()
    const file = join(dir, fileOf('video-doorbells'))
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace(/^summary: .*$/m, 'summary: Doorbell cameras fitted by {company} in an hour.'))
    expect(checkOwnerContent(dir).problems).toEqual([])
    expect(summaryModule(dir, 'video-doorbells')).toBe('Doorbell cameras fitted by {company} in an hour.')
    await writeFile(file, text.replace(/^summary: .*\n/m, ''))
    expect(checkOwnerContent(dir).problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      expect.stringMatching(/^owner\/pages\/service-video-doorbells\.yaml: summary: /),
    ])
  })

  it('are named by the publish check while an owner’s file keeps the demo’s', async () => {
    const dir = await ownerCopy()
    const named = findDemoContent(readOwnerContent(dir), dir).filter((item) =>
      item.item.startsWith('the demo\'s words "See, hear and speak'),
    )
    expect(named.map((item) => item.file)).toEqual([fileOf('video-doorbells')])
  })

  it('are a field of each service page’s form in the editor', () => {
    type Collection = {
      readonly name: string
      readonly files?: readonly { readonly file: string; readonly fields: readonly DecapField[] }[]
    }
    const collections = ownerEditorConfig('http://localhost:8081/api/v1').collections as readonly Collection[]
    const form = collections
      .find((collection) => collection.name === 'pages')
      ?.files?.find((entry) => entry.file === fileOf('access-control'))
    expect(form?.fields.map((field) => field.name)).toContain('summary')
  })
})
