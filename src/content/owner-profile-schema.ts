import { z } from 'zod'

/**
 * The shape of `owner/profile.json`: every fact about the business that the site, its e-mails and
 * its structured data state. The build validates the file against this schema (vite.config.ts)
 * and the relay does at start-up, so a typo names its field instead of publishing a broken page.
 * Only the types reach the browser; zod stays on the build machine.
 */

const text = (what: string, max = 200) =>
  z
    .string({ error: `must be ${what}` })
    .trim()
    .min(1, { error: `must be ${what}, not empty` })
    .max(max, { error: `must be at most ${max} characters` })

const stateAbbr = z
  .string({ error: 'must be a two-letter state code such as NC' })
  .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter state code in capitals, such as NC' })

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be a full https:// address' })

/** A slug as it appears in a page address: lower-case words joined by hyphens. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens, such as north-atlanta' })

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a 24-hour time such as 08:00 or 17:30' })

export const weekDays = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const

const serviceAreaCity = z
  .object({
    name: text('the town name as visitors write it'),
    slug: slug.optional().describe('Only when the address should differ from the name, e.g. "north-atlanta" for "Atlanta (North)".'),
    financingOffer: z.boolean().optional().describe('Marks the city with the special-financing badge.'),
    areas: z.array(text('an area name')).optional().describe('Neighbourhoods with their own page, e.g. ["Uptown", "Ballantyne"].'),
  })
  .strict()

const serviceAreaState = z
  .object({
    abbr: stateAbbr,
    name: text('the state as the site names it, e.g. "North Georgia"'),
    description: text('a sentence on the communities covered there', 400),
    cities: z.array(serviceAreaCity).min(1, { error: 'must list at least one city' }),
  })
  .strict()

const license = z
  .object({
    stateAbbr,
    authority: text('the body that issued the license'),
    number: text('the license number', 60),
  })
  .strict()

const openingHours = z
  .object({
    days: z.array(z.enum(weekDays, { error: `must be one of ${weekDays.join(', ')}` })).min(1),
    opens: time,
    closes: time,
  })
  .strict()

const rating = z
  .object({
    value: z.number().min(1).max(5),
    count: z.number().int().min(1),
    source: text('where the reviews are, e.g. Google'),
    url: httpsUrl.optional(),
  })
  .strict()

const socialProfile = z.object({ network: text('the network name, e.g. Facebook', 40), url: httpsUrl }).strict()

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour like #1d4ed8' })

export const ownerProfileSchema = z
  .object({
    $schema: z.string().optional(),
    displayName: text('the name customers know the business by', 60),
    legalName: text('the registered business name', 120),
    phone: z
      .string()
      .trim()
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/, { error: 'must be a US number written like (704) 555-0143' }),
    email: z
      .string()
      .trim()
      .regex(/^[^\s@<>,;"]+@[^\s@<>,;".]+(\.[^\s@<>,;".]+)+$/, { error: 'must be one e-mail address' }),
    address: z
      .object({
        street: text('the street address'),
        town: text('the town'),
        stateAbbr,
        postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, { error: 'must be a ZIP code such as 28092' }),
      })
      .strict(),
    timeZone: z.string().refine(isTimeZone, { error: 'must be a time zone such as America/New_York' }),
    foundedYear: z
      .number()
      .int()
      .min(1900)
      .max(2100)
      .refine((year) => year <= new Date().getFullYear(), { error: 'must not be in the future' }),
    combinedExperienceYears: z.number().int().min(1).max(500),
    /** True when the figure is a floor the staff has passed ("over 50 years", shown "50+"); otherwise it is shown as given. */
    combinedExperienceAtLeast: z.boolean().optional(),
    licenses: z.array(license),
    openingHours: z.array(openingHours),
    serviceArea: z
      .object({
        name: text('the whole area in a few words, e.g. "the Carolinas and North Georgia"', 80),
        shortName: text('the short form for titles, e.g. "NC, SC & North Georgia"', 40),
        inSentences: text('the area as a sentence names it, e.g. "North Carolina, South Carolina and North Georgia"', 120)
          .optional()
          .describe(
            'Read after "Serving", "across" and "throughout" (the footer, home, About, Locations, link previews). Leave it out to use the name.',
          ),
        description: text('one or two sentences on where your installers go', 400),
        states: z.array(serviceAreaState).min(1, { error: 'must list at least one state' }),
      })
      .strict(),
    rating: rating.optional(),
    social: z.array(socialProfile),
    logo: z
      .string()
      .regex(/^[\w.-]+\.(svg|png|jpe?g)$/i, { error: 'must be a file name in owner/brand such as logo.svg' })
      .optional()
      .describe('A file in owner/brand; when absent the built-in shield mark is used.'),
    brandColor: hexColour,
    policiesUpdated: z
      .string({ error: 'must be a date written like 2026-11-22' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written like 2026-11-22' })
      .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), { error: 'must be a real date, written like 2026-11-22' })
      .optional()
      .describe(
        'The day you last reviewed the privacy policy and terms: shown as their "Last updated" date. Leave it out to show no date.',
      ),
  })
  .strict()
  .superRefine((profile, context) => {
    const seen = new Set<string>()
    profile.serviceArea.states.forEach((state, index) => {
      if (seen.has(state.abbr))
        context.addIssue({ code: 'custom', path: ['serviceArea', 'states', index, 'abbr'], message: `${state.abbr} is listed twice` })
      seen.add(state.abbr)
    })
  })

export type OwnerProfile = Omit<z.infer<typeof ownerProfileSchema>, '$schema'>

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export class OwnerProfileError extends Error {
  override readonly name = 'OwnerProfileError'
}

/** Validates the profile, or throws one error that names every wrong field and the file to fix. */
export function parseOwnerProfile(raw: unknown, file = 'owner/profile.json'): OwnerProfile {
  return parseOwnerFile(ownerProfileSchema, raw, file)
}

function parseOwnerFile<T extends z.ZodType>(schema: T, raw: unknown, file: string): z.infer<T> {
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(the whole file)'}: ${issue.message}`)
  throw new OwnerProfileError(`${file} has ${lines.length === 1 ? 'a problem' : `${lines.length} problems`}:\n${lines.join('\n')}`)
}
