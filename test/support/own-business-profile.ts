import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

/** The demo's profile (owner/profile.json) as the owner files hold it. */
export async function demoProfile(): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(root, 'owner/profile.json'), 'utf8')) as Record<string, unknown>
}

/**
 * A real business's profile over the demo's: every field that names or describes the company is
 * its own (a Charlotte installer, with the service area of test/fixtures/renamed-business), and
 * the founding year and experience as given.
 */
export async function ownBusinessProfile(years: {
  foundedYear: number
  combinedExperienceYears: number
}): Promise<Record<string, unknown>> {
  const fixture = join(root, 'test/fixtures/renamed-business/owner')
  const { serviceArea } = JSON.parse(await readFile(join(fixture, 'profile.json'), 'utf8')) as { serviceArea: unknown }
  return {
    ...(await demoProfile()),
    displayName: 'Queen City Camera Co',
    legalName: 'Queen City Camera Company, Inc.',
    phone: '(980) 420-1187',
    email: 'office@queencitycamera.com',
    address: { street: '1400 South Blvd', town: 'Charlotte', stateAbbr: 'NC', postalCode: '28203' },
    licenses: [{ stateAbbr: 'NC', authority: 'NC Alarm Systems Licensing Board', number: '2841-CSA' }],
    rating: { value: 4.8, count: 64, source: 'Google' },
    social: [{ network: 'Facebook', url: 'https://www.facebook.com/queencitycamera' }],
    ...years,
    serviceArea,
    // The day this business last reviewed its own privacy policy and terms.
    policiesUpdated: '2026-10-03',
  }
}
