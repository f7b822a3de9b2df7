import { spawnSync } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gateOwnerProfile, isPublicOrigin } from '../../../scripts/owner-profile-gate'

const root = resolve(import.meta.dirname, '../../..')

/** A directory with its own owner/profile.json, for the gate to read. */
async function profileRoot(profile: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'owner-profile-'))
  await cp(join(root, 'owner'), join(dir, 'owner'), { recursive: true })
  await writeFile(join(dir, 'owner', 'profile.json'), JSON.stringify(profile, null, 2))
  return dir
}

describe('a build of the demo profile', () => {
  it('for a real domain fails, naming each placeholder with the file and field to change', () => {
    const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      env: { ...process.env, SITE_URL: 'https://www.my-real-company.com', DIST_DIR: join(tmpdir(), 'never-written') },
      encoding: 'utf8',
    })
    const output = `${result.stdout}\n${result.stderr}`
    expect(result.status).not.toBe(0)
    expect(output).toContain('Refusing to build for https://www.my-real-company.com')
    for (const field of ['displayName', 'legalName', 'phone', 'email', 'address.street', 'licenses.0.number', 'rating', 'social.0.url']) {
      expect(output).toContain(`owner/profile.json → ${field}:`)
    }
    expect(output).toContain('"(704) 555-0143" is a fictional 555 number')
    expect(output).toContain('"hello@piedmontshield.example" is at a domain reserved for examples')
  })

  it.each([undefined, '', 'http://localhost:3000', 'http://127.0.0.1:4173', 'https://www.piedmontshield.example', 'https://shop.example.com'])(
    'for %s is the demo, and builds',
    (siteUrl) => {
      expect(isPublicOrigin(siteUrl)).toBe(false)
      expect(gateOwnerProfile(siteUrl, root).placeholders.length).toBeGreaterThan(0)
    },
  )
})

describe('the owner profile', () => {
  const dirs: string[] = []
  let demo: Record<string, unknown>
  beforeAll(async () => {
    demo = JSON.parse(await readFile(join(root, 'owner/profile.json'), 'utf8'))
  })
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

  it('names every wrong field at once, with the file', async () => {
    const dir = await profileRoot({ ...demo, phone: '704-555-0143', foundedYear: 'long ago', serviceArea: { ...(demo.serviceArea as object), states: [] } })
    dirs.push(dir)
    expect(() => gateOwnerProfile(undefined, dir)).toThrow(/have 3 problems to fix[^\n]*\n {2}owner\/profile\.json:\d+:\d+: phone: must be a US number written like \(704\) 555-0143/)
    expect(() => gateOwnerProfile(undefined, dir)).toThrow(/^ {2}owner\/profile\.json:\d+:\d+: foundedYear: /m)
    expect(() => gateOwnerProfile(undefined, dir)).toThrow(/^ {2}owner\/profile\.json:\d+:\d+: serviceArea, states: must list at least one state/m)
  })

  it('refuses a financing state the company does not serve', async () => {
    const dir = await profileRoot(demo)
    dirs.push(dir)
    await writeFile(join(dir, 'owner/offers.yaml'), (await readFile(join(dir, 'owner/offers.yaml'), 'utf8')).replace('states: [NC, SC, GA]', 'states: [NC, TX]'))
    expect(() => gateOwnerProfile(undefined, dir)).toThrow(/owner\/offers\.yaml:\d+:\d+: financing, states, entry 2: TX is not one of the states in owner\/profile\.json/)
  })

  it('with every placeholder replaced builds for a real domain', async () => {
    const dir = await profileRoot({
      ...demo,
      displayName: 'Queen City Camera Co',
      legalName: 'Queen City Camera Company, Inc.',
      phone: '(980) 420-1187',
      email: 'office@queencitycamera.com',
      address: { street: '1400 South Blvd', town: 'Charlotte', stateAbbr: 'NC', postalCode: '28203' },
      licenses: [{ stateAbbr: 'NC', authority: 'NC Alarm Systems Licensing Board', number: '2841-CSA' }],
      rating: { value: 4.8, count: 64, source: 'Google' },
      social: [{ network: 'Facebook', url: 'https://www.facebook.com/queencitycamera' }],
    })
    dirs.push(dir)
    expect(gateOwnerProfile('https://www.queencitycamera.com', dir).placeholders).toEqual([])
  })
})
