import { readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ownerEditorConfig, type DecapField } from '../../../scripts/launch/edit-config'
import { appPathsOf } from '../../../server/app-paths'
import { builtInServiceSlugs } from '../../../src/content/built-in-services'
import { checkOwnerContent } from '../../../src/content/owner/read-owner-files'
import { servicesFileSchema, type OwnerService } from '../../../src/content/owner/owner-services-schema'
import { loadServicePage, loadServicePages } from '../../../src/content/service-page-loader'
import { createServiceCatalog, serviceCards, serviceSlugs } from '../../../src/content/services'
import { parseCityPage } from '../../../src/features/city/city-page-params'

const root = resolve(import.meta.dirname, '../../..')

/** An installer who sells alarm systems and does neither AI analytics nor monitored CCTV. */
const alarmSystems: OwnerService = {
  slug: 'alarm-systems',
  name: 'Alarm Systems',
  noun: 'alarm systems',
  summary:
    'Monitored burglar alarms with door and window sensors, motion detectors and a siren, installed and tested by our own technicians.',
  icon: 'Siren',
  page: {
    description: 'Burglar alarm installation for homes and businesses: sensors, motion detectors, sirens and app control. Free quotes.',
    hero: {
      eyebrow: 'Intrusion Protection',
      heading: 'Alarm Systems That Wake the Neighborhood',
      intro: 'Sensors on every door and window, and a siren that cannot be ignored.',
    },
    features: {
      heading: 'What Your Alarm Includes',
      intro: 'Everything a burglar alarm needs, fitted and tested.',
      items: [{ icon: 'DoorOpen', title: 'Door and Window Sensors', description: 'Wireless contacts on every opening.' }],
    },
    faqs: [{ question: 'Can I arm it from my phone?', answer: 'Yes, from the alarm app.' }],
    closing: { heading: 'Protect Every Door Tonight', text: 'Ask for a free quote and we will plan your alarm.' },
  },
}

const ownList: OwnerService[] = [
  { slug: 'security-camera-installation' },
  alarmSystems,
  { slug: 'video-doorbells', name: 'Doorbell Cameras' },
  { slug: 'wireless-security-cameras' },
  { slug: 'access-control' },
]

const charlotte = { state: 'nc', city: 'charlotte', service: 'security-camera-installation' }

describe('owner/services.yaml', () => {
  it('lists the six built-in services in the spec order on the demo content', async () => {
    const file = servicesFileSchema.parse(parse(readFileSync(join(root, 'owner/services.yaml'), 'utf8')))
    expect(file.services.map((service) => service.slug)).toEqual([...builtInServiceSlugs])
    expect(serviceSlugs).toEqual([...builtInServiceSlugs])
    expect(serviceCards.map((card) => card.name)).toEqual([
      'Security Camera Installation',
      'CCTV Monitoring Systems',
      'Wireless Security Cameras',
      'Video Doorbells',
      'Access Control',
      'AI-Enhanced Security',
    ])
    expect((await loadServicePage('security-camera-installation'))?.locationsCallout?.heading).toBe(
      'Local Installers Across The Carolinas and North Georgia',
    )
  })

  it('requires every field of a service of the owner’s own, and each slug once', () => {
    const result = servicesFileSchema.safeParse({
      services: [{ slug: 'fire-alarms', name: 'Fire Alarms' }, { slug: 'access-control' }, { slug: 'access-control' }],
    })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^services\.0\.noun: is needed: "fire-alarms" is a service of your own/),
        expect.stringMatching(/^services\.0\.page: is needed/),
        'services.2.slug: "access-control" is listed by an earlier service',
      ]),
    )
    expect(messages.some((message) => message.startsWith('services.0.name'))).toBe(false)
    const drawing = servicesFileSchema.safeParse({ services: [{ ...alarmSystems, drawing: 'lasers' }] })
    expect(drawing.error?.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/^must be one of the built-in services/)])
  })

  it('names a mistake in the file with its line, and without the file offers the six built-in services', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'owner-services-'))
    try {
      await cp(join(root, 'owner'), join(copy, 'owner'), { recursive: true })
      await writeFile(
        join(copy, 'owner/services.yaml'),
        'services:\n  - slug: access-control\n  - slug: alarm-systems\n    name: Alarm Systems\n',
      )
      const { problems } = checkOwnerContent(copy)
      expect(problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^owner\/services\.yaml:3: services, entry 2, noun: is needed/)]),
      )
      // A review of a service the business no longer offers would still name it under the quote.
      await writeFile(
        join(copy, 'owner/services.yaml'),
        'services:\n  - slug: security-camera-installation\n  - slug: video-doorbells\n    name: Doorbell Cameras\n',
      )
      const reviewProblems = checkOwnerContent(copy).problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)
      expect(reviewProblems.length).toBeGreaterThan(0)
      for (const line of reviewProblems) {
        expect(line).toMatch(
          /^owner\/reviews\.yaml:\d+: reviews, entry \d+, service: (?!Security Camera Installation|Video Doorbells)[^:]+ is not one of the services in owner\/services\.yaml/,
        )
      }
      await rm(join(copy, 'owner/services.yaml'))
      const without = checkOwnerContent(copy)
      expect(without.problems).toEqual([])
      expect(without.content?.services).toBeUndefined()
    } finally {
      await rm(copy, { recursive: true, force: true })
    }
    // Copies the demo's owner/ folder, photos included.
  }, 30_000)
})

describe('an owner’s own list of services', () => {
  const catalog = createServiceCatalog(ownList)

  it('is the site’s list, in the owner’s order, under the owner’s names', () => {
    expect(catalog.slugs).toEqual([
      'security-camera-installation',
      'alarm-systems',
      'video-doorbells',
      'wireless-security-cameras',
      'access-control',
    ])
    expect(catalog.cards.map((card) => card.name)).toEqual([
      'Security Camera Installation',
      'Alarm Systems',
      'Doorbell Cameras',
      'Wireless Security Cameras',
      'Access Control',
    ])
    expect(catalog.find('alarm-systems')).toMatchObject({ path: '/services/alarm-systems', noun: 'alarm systems', icon: 'Siren' })
  })

  it('validates a city page’s service against the list: an added one is accepted, a removed one rejected', () => {
    expect(parseCityPage({ ...charlotte, service: 'alarm-systems' }, catalog)?.path).toBe('/nc/charlotte/alarm-systems')
    for (const service of ['ai-enhanced-security', 'cctv-monitoring-systems', 'fire-alarms', 'Alarm-Systems']) {
      expect(parseCityPage({ ...charlotte, service }, catalog)).toBeUndefined()
    }
    // The site's own list, the demo's six, knows nothing of the owner's alarm systems.
    expect(parseCityPage({ ...charlotte, service: 'alarm-systems' })).toBeUndefined()
    expect(parseCityPage({ ...charlotte, service: 'ai-enhanced-security' })?.service.name).toBe('AI-Enhanced Security')
  })

  it('loads a page for each listed service only, with the owner’s words and titles', async () => {
    const alarm = await loadServicePage('alarm-systems', catalog)
    expect(alarm).toMatchObject({
      title: 'Alarm Systems | Piedmont Shield Security',
      hero: { heading: 'Alarm Systems That Wake the Neighborhood', primaryButtonText: 'Get a Free Quote' },
      faqs: [{ question: 'Can I arm it from my phone?' }],
      linksToLocations: false,
    })
    expect(alarm?.highlights).toBeUndefined()
    const doorbells = await loadServicePage('video-doorbells', catalog)
    expect(doorbells?.title).toBe('Doorbell Cameras | Piedmont Shield Security')
    expect(doorbells?.features.items).toHaveLength(6)
    expect(await loadServicePage('ai-enhanced-security', catalog)).toBeUndefined()
    expect((await loadServicePages(catalog)).map((page) => page.slug)).toEqual(catalog.slugs)
  })
})

describe('the services in the browser editor', () => {
  it('edits owner/services.yaml as a list an owner adds a service to, with the built-in drawings to choose from', () => {
    const collections = ownerEditorConfig('http://localhost:8080/api/v1').collections as readonly {
      readonly name: string
      readonly files?: readonly { readonly file: string; readonly fields: readonly DecapField[] }[]
    }[]
    const services = collections.find((collection) => collection.name === 'services')?.files?.[0]
    expect(services?.file).toBe('owner/services.yaml')
    const list = services?.fields.find((field) => field.name === 'services')
    expect(list).toMatchObject({ widget: 'list', min: 1, summary: '{{fields.slug}}' })
    const fields = list?.fields ?? []
    expect(fields.map((field) => field.name)).toEqual(['slug', 'name', 'noun', 'summary', 'icon', 'drawing', 'page'])
    expect(fields.find((field) => field.name === 'slug')).toMatchObject({ required: true, widget: 'string' })
    expect(fields.find((field) => field.name === 'drawing')).toMatchObject({
      widget: 'select',
      options: [...builtInServiceSlugs],
      required: false,
    })
    expect(fields.find((field) => field.name === 'page')).toMatchObject({ widget: 'object', required: false })
  })
})

describe('the relay’s city pages it did not prerender', () => {
  it('renders them for the services the build published, and no others', async () => {
    const site = await mkdtemp(join(tmpdir(), 'own-services-site-'))
    try {
      for (const slug of ['security-camera-installation', 'alarm-systems']) {
        await mkdir(join(site, 'services', slug), { recursive: true })
        await writeFile(join(site, 'services', slug, 'index.html'), '<!doctype html>')
      }
      const isAppPath = appPathsOf(site)
      expect(isAppPath('/tx/austin/alarm-systems')).toBe(true)
      expect(isAppPath('/tx/austin/security-camera-installation')).toBe(true)
      expect(isAppPath('/tx/austin/ai-enhanced-security')).toBe(false)
      expect(isAppPath('/zz/austin/alarm-systems')).toBe(false)
      expect(isAppPath('/tx/austin/..')).toBe(false)
    } finally {
      await rm(site, { recursive: true, force: true })
    }
  })
})
