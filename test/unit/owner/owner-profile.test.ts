import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ownerJsonSchemas } from '../../../scripts/build/owner-profile-json-schema'
import { pictureListMarkdown } from '../../../scripts/build/picture-list'
import { aboutYearsInBusiness, company, listInWords, openingHoursInWords, phoneHrefOf } from '../../../src/content/company'
import { findProfilePlaceholders, isPlaceholderEmail, isPlaceholderPhone } from '../../../src/content/owner-profile-placeholders'
import { parseOwnerProfile } from '../../../src/content/owner-profile-schema'

const root = resolve(import.meta.dirname, '../../..')
const read = (file: string) => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as unknown

describe('the owner profile', () => {
  // The demo's and the renamed fixture's owner files as a whole: test/unit/owner/owner-files.test.ts.
  it('as shipped is valid, and the renamed fixture names no placeholder', () => {
    expect(() => parseOwnerProfile(read('owner/profile.json'))).not.toThrow()
    expect(findProfilePlaceholders(parseOwnerProfile(read('test/fixtures/renamed-business/owner/profile.json')))).toEqual([])
  })

  it('lists in docs/images.md every picture file the site publishes, as scripts/build/picture-list.ts writes it', () => {
    const docs = readFileSync(resolve(root, 'docs/images.md'), 'utf8')
    const listed = (text: string) => [...text.matchAll(/^\| `(\/images\/[^`]+)`/gm)].map((match) => match[1])
    expect(listed(docs)).toEqual(listed(pictureListMarkdown(root)))
    expect(listed(docs)).toHaveLength(33)
  })

  it('keeps the JSON Schemas editors read in step with the schemas the build validates with', () => {
    for (const [file, text] of Object.entries(ownerJsonSchemas())) expect(readFileSync(resolve(root, file), 'utf8'), file).toBe(text)
  })

  it('derives the tel: link from the number shown, so the two never disagree', () => {
    expect(phoneHrefOf('(704) 555-0143')).toBe('tel:+17045550143')
    expect(company.phoneHref).toBe(phoneHrefOf(company.phone))
  })

  it('writes lists, hours and years in business the way the copy reads', () => {
    expect(listInWords(['Ohio'])).toBe('Ohio')
    expect(listInWords(['Ohio', 'Kentucky'])).toBe('Ohio and Kentucky')
    expect(listInWords(['North Carolina', 'South Carolina', 'North Georgia'])).toBe('North Carolina, South Carolina and North Georgia')
    expect(openingHoursInWords({ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:30', closes: '17:00' })).toBe('Mon–Fri 7:30 am–5 pm')
    expect(openingHoursInWords({ days: ['Sa', 'Su'], opens: '12:00', closes: '00:00' })).toBe('Sat, Sun 12 pm–12 am')
    expect(aboutYearsInBusiness(23)).toBe('about 20 years')
    expect(aboutYearsInBusiness(7)).toBe('about 7 years')
    expect(aboutYearsInBusiness(1)).toBe('about 1 year')
  })

  it('tells placeholders from real contact details', () => {
    for (const phone of ['(704) 555-0143', '704-555-0100', '(555) 555-1234']) expect(isPlaceholderPhone(phone), phone).toBe(true)
    for (const phone of ['(980) 420-1187', '(704) 255-0143']) expect(isPlaceholderPhone(phone), phone).toBe(false)
    for (const email of ['a@shop.example', 'a@example.com', 'a@mail.example.org', '"Q" <q@x.test>', 'a@b.invalid'])
      expect(isPlaceholderEmail(email), email).toBe(true)
    for (const email of ['a@queencitycamera.com', 'owner@installer.internal', 'a@examples.com', '"Q" <q@example.co>'])
      expect(isPlaceholderEmail(email), email).toBe(false)
  })
})
