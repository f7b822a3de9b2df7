import { z } from 'zod'
import { iconNames } from '../icon-name.ts'

/**
 * The owner's content files beside owner/profile.json: every story, review, team member, promise
 * and picture text the site states about the business. These schemas are the one definition:
 * the build (vite.config.ts) and the relay validate the files with them, and
 * scripts/build/owner-profile-json-schema.ts writes the JSON schemas editors read from them.
 * Only the inferred types reach the browser.
 */

/** A required line of text, named by what it must be, for every owner file's schema. */
export const text = (what: string, max = 200) =>
  z
    .string({ error: `must be ${what}` })
    .trim()
    .min(1, { error: `must be ${what}, not empty` })
    .max(max, { error: `must be at most ${max} characters` })

export const list = <T extends z.ZodType>(item: T, what: string) => z.array(item, { error: `must be a list of ${what}` })

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens, such as marcus-gastonia' })

const stateAbbr = z
  .string({ error: 'must be a two-letter state code such as NC' })
  .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter state code in capitals, such as NC' })

const closedChoice = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `must be ${what}, one of: ${values.join(', ')}` })

/** The six services a review can be about, as the services pages name them (a unit test keeps the two lists equal). */
export const serviceNames = [
  'Security Camera Installation',
  'CCTV Monitoring Systems',
  'Wireless Security Cameras',
  'Video Doorbells',
  'Access Control',
  'AI-Enhanced Security',
] as const

export type ServiceName = (typeof serviceNames)[number]

/** A picture file the site publishes, as its address under public/ (e.g. /images/about/story.svg). */
const pictureFile = z
  .string({ error: 'must be a picture address such as /images/about/story.svg' })
  .regex(/^\/images\/[\w./-]+\.(svg|png|jpe?g|webp)$/i, { error: 'must be a picture address such as /images/about/story.svg' })

/**
 * A photo of the owner's, under any name, as its path in the project (owner/photos/IMG_1234.jpg):
 * what the browser editor's picture field writes. The file must exist (read-owner-files.ts).
 */
const photoFile = z
  .string({ error: 'must be a photo in owner/photos/, such as owner/photos/our-van.jpg' })
  .regex(/^\/?owner\/photos\/(?!.*\.\.)[^\\]+\.(jpe?g|png|webp)$/i, {
    error: 'must be a JPEG, PNG or WebP in owner/photos/, such as owner/photos/our-van.jpg',
  })
  // The editor (scripts/launch/edit-config.ts) offers its picture chooser for this field.
  .meta({ 'x-widget': 'image' })

/** The photo's path as the project names it, whether or not the editor wrote a leading "/". */
export const photoPath = (photo: string): string => photo.replace(/^\//, '')

// ---------------------------------------------------------------------------------------------
// owner/case-studies/<slug>.md: front matter; the Markdown body is "The Challenge".

const stat = z.object({ value: text('the figure as published, e.g. "87%"', 40), label: text('what the figure measures', 120) }).strict()

const application = z.object({ title: text('the setting, e.g. "Card Rooms"', 80), description: text('one sentence', 300) }).strict()

export const caseStudyFrontMatterSchema = z
  .object({
    id: z
      .number({ error: 'must be a whole number' })
      .int()
      .min(1)
      .describe('A reference number for the study; never shown. Keep it unique.'),
    order: z.number({ error: 'must be a whole number' }).int().min(1).describe('Where the study stands in the list: 1 comes first.'),
    title: text('the headline of the story', 120),
    subtitle: text('one sentence under the headline', 240),
    description: text('the two or three sentences on the listing card', 400),
    metaDescription: text('what search results show, at most 160 characters', 160),
    industry: text('the industry, e.g. "Retail"', 60),
    icon: closedChoice(iconNames, 'an icon name'),
    client: text('the kind of client, never its name, e.g. "A Southeastern regional bank"', 120),
    scope: z
      .object({
        listing: text('the project size the card shows, e.g. "45 homes"', 60),
        detail: text('the project size the page shows', 60),
      })
      .strict(),
    installed: list(text('a short line', 120), 'three short lines').length(3, { error: 'must be exactly three short lines' }),
    stats: list(stat, 'figures')
      .max(4, { error: 'must be at most four figures; the first is the headline on the card' })
      .default([])
      .describe(
        'Up to four "Measurable Results" tiles, only figures you measured; the first is also the headline figure on the card. Leave it out (or empty) when you measured none: the page then shows no results section.',
      ),
    highlights: list(text('one result', 300), 'results')
      .default([])
      .describe('Outcomes in words ("Additional Outcomes"); leave it out when there are none.'),
    followUp: list(text('one result', 300), 'results')
      .optional()
      .describe('The "12-Month Follow-Up" list; leave it out when there is none.'),
    solution: z
      .object({
        intro: text('the sentence that opens "The Solution"', 400),
        bullets: list(text('one point', 300), 'points').min(1, { error: 'must list at least one point' }),
      })
      .strict(),
    implementation: list(text('one step', 300), 'steps').min(1, { error: 'must list at least one step' }),
    applications: list(application, 'settings')
      .min(1, { error: 'must list at least one setting' })
      .max(6, { error: 'must list at most six settings' }),
    technology: list(text('one consideration', 300), 'considerations').min(1, { error: 'must list at least one consideration' }),
    image: z
      .object({
        file: pictureFile.describe('The drawing the page shows; a photo in owner/photos/ with the same path replaces it.'),
        photo: photoFile.optional().describe('Your photo of the job, any file name: it replaces the drawing. Describe it in "Alt".'),
        alt: text('what the picture shows, for visitors who cannot see it', 300),
      })
      .strict(),
  })
  .strict()

export type CaseStudyFrontMatter = z.infer<typeof caseStudyFrontMatterSchema>

/** A story as the owner wrote it: its file name is its address. */
export interface OwnerCaseStudy {
  readonly slug: string
  readonly file: string
  readonly frontMatter: CaseStudyFrontMatter
  /** "The Challenge", one string a paragraph. */
  readonly challenge: readonly string[]
}

/** The Markdown body: "The Challenge", paragraphs separated by a blank line. */
export const caseStudyBodySchema = list(text('a paragraph', 2000), 'paragraphs').min(1, {
  error: 'must hold "The Challenge" below the front matter: at least one paragraph',
})

// ---------------------------------------------------------------------------------------------
// owner/reviews.yaml

export const reviewSchema = z
  .object({
    id: slug.describe('A short name for the review, unique, e.g. "marcus-gastonia-cameras".'),
    quote: text('the customer’s words', 600),
    name: text('first name and last initial, e.g. "Marcus T."', 60),
    town: z
      .string({ error: 'must be the town and state code, e.g. "Gastonia, NC"' })
      .regex(/^[^,]+, [A-Z]{2}$/, { error: 'must be the town and state code, e.g. "Gastonia, NC"' }),
    rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
      error: 'must be a whole number of stars from 1 to 5',
    }),
    service: closedChoice(serviceNames, 'the service the customer bought'),
  })
  .strict()

export type Review = z.infer<typeof reviewSchema>

/** Where every review can be read: the page the home page's rating links to. */
export const reviewsSourceSchema = z
  .object({
    name: text('the name of the review site, e.g. Google', 40),
    url: z.url({ protocol: /^https$/, error: 'must be the full https:// address of your reviews page' }),
  })
  .strict()

export type ReviewsSource = z.infer<typeof reviewsSourceSchema>

export const reviewsFileSchema = z
  .object({
    $schema: z.string().optional(),
    reviews: list(reviewSchema, 'reviews').describe(
      'Real reviews from your customers, quoted with their permission. The home page shows the first two in its carousel and the last one beside it; an empty list hides the reviews.',
    ),
    source: reviewsSourceSchema
      .optional()
      .describe(
        'Where a visitor can read all your reviews, e.g. your Google Business Profile: the home page links to it beside your rating.',
      ),
  })
  .strict()
  .superRefine((file, context) => {
    const seen = new Set<string>()
    file.reviews.forEach((review, index) => {
      if (seen.has(review.id))
        context.addIssue({ code: 'custom', path: ['reviews', index, 'id'], message: `"${review.id}" is used by an earlier review` })
      seen.add(review.id)
    })
  })

// ---------------------------------------------------------------------------------------------
// owner/team.yaml

export const teamMemberSchema = z
  .object({
    name: text('the person’s name', 80),
    initials: z
      .string({ error: 'must be two or three capital letters' })
      .regex(/^[A-Z]{2,3}$/, { error: 'must be two or three capital letters, e.g. "DW"' }),
    role: text('their job title', 80),
    bio: text('two or three sentences about them', 500),
  })
  .strict()

export type TeamMember = z.infer<typeof teamMemberSchema>

export const teamFileSchema = z
  .object({
    $schema: z.string().optional(),
    members: list(teamMemberSchema, 'people').describe('The people on the About page. An empty list hides "Meet the Team".'),
  })
  .strict()

// ---------------------------------------------------------------------------------------------
// owner/offers.yaml: every promise the site makes.

export const offersFileSchema = z
  .object({
    $schema: z.string().optional(),
    warranty: z
      .object({
        title: text('the warranty in a few words, e.g. "1-Year Warranty"', 40),
        detail: text('what it covers, in a few words, e.g. "Minimum, on parts and labor"', 80),
        terms: text('the warranty as the pages name it inside a sentence, e.g. "minimum 1-year parts and labor warranty"', 120).describe(
          'Read in sentences such as "every installation includes a …", so write it without "a" and without a full stop.',
        ),
        remedy: text('what you do when something you installed fails under the warranty, as a full sentence', 300)
          .optional()
          .describe(
            'Said after the warranty terms on the camera installation page, e.g. "If a camera or component we installed fails under normal use during the warranty period, we repair or replace it." Leave it out when your warranty covers your work only.',
          ),
      })
      .strict()
      .optional()
      .describe('The warranty every installation carries. Leave it out when you give none: no page then mentions a warranty.'),
    installTimes: z
      .object({
        title: text('the usual home install time in a few words, e.g. "Homes Usually in One Day"', 40),
        detail: text('the business install time in a few words, e.g. "Businesses in 1 to 3 days"', 80),
        homes: text('how long a home usually takes, e.g. "usually one day"', 60).describe('Read as "residential installs …".'),
        businesses: text('how long a business usually takes, e.g. "1 to 3 days"', 60).describe('Read as "commercial installs …".'),
        answer: text('both install times as the answer to "How long does the installation take?"', 240).describe(
          'Each page adds what the time depends on ("…, depending on the size of the site."), so end it without a full stop.',
        ),
      })
      .strict()
      .optional()
      .describe('How long installs usually take. Leave it out when you do not want to promise a time: no page then names one.'),
    financing: z
      .object({
        states: list(stateAbbr, 'state codes').describe(
          'Where financing is offered: pages about a state mention it only for these states, and pages about no particular state only when this lists every state you serve. Empty: no financing anywhere.',
        ),
        title: text('the offer in a few words, e.g. "No Upfront Cost"', 40),
        detail: text('the terms in a few words, e.g. "Financing with nominal monthly payments"', 80),
        terms: text(
          'the terms as the pages name them inside a sentence, e.g. "no upfront cost and nominal monthly payments"',
          160,
        ).describe('Read in sentences such as "Financing is available with …", so write it without a full stop.'),
      })
      .strict()
      .optional()
      .describe('Financing you offer. Leave it out (or leave its states empty) to offer none.'),
    partners: z
      .object({
        reach: text('where your partner providers work, e.g. "nationwide" or "across Florida"', 80).describe(
          'Read as "we can connect you with partner providers …", so write it without a full stop.',
        ),
      })
      .strict()
      .optional()
      .describe(
        'Partner installers you refer visitors outside your area to. Leave it out when you have none: no page then mentions partners.',
      ),
  })
  .strict()

export type OwnerOffers = Omit<z.infer<typeof offersFileSchema>, '$schema'>

// ---------------------------------------------------------------------------------------------
// owner/pictures.yaml

export const pictureTextSchema = z
  .object({
    file: pictureFile.describe('The picture’s address; a photo saved under owner/photos/ with the same path and name replaces it.'),
    photo: photoFile.optional().describe('Your photo for this place, any file name: it replaces the drawing. Describe it in "Alt".'),
    alt: text('what the picture shows, for visitors who cannot see it; describe your own photo once one replaces the drawing', 300),
    caption: text('a caption', 200).optional(),
  })
  .strict()

export type PictureText = z.infer<typeof pictureTextSchema>

export const picturesFileSchema = z
  .object({
    $schema: z.string().optional(),
    pictures: list(pictureTextSchema, 'pictures'),
  })
  .strict()
  .superRefine((file, context) => {
    const seen = new Set<string>()
    file.pictures.forEach((picture, index) => {
      if (seen.has(picture.file))
        context.addIssue({ code: 'custom', path: ['pictures', index, 'file'], message: `${picture.file} is described by an earlier entry` })
      seen.add(picture.file)
    })
  })

// ---------------------------------------------------------------------------------------------
// owner/about.yaml: the claims the About page makes about the business.

/** What an About paragraph may name in braces; each is filled in from owner/profile.json. */
export const aboutNames = ['company', 'foundedYear', 'hometown', 'town', 'yearsInBusiness', 'experienceYears', 'serviceArea'] as const

export type AboutName = (typeof aboutNames)[number]

export function unknownAboutNames(paragraph: string): string[] {
  return [...paragraph.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(aboutNames as readonly string[]).includes(name))
}

export const aboutFileSchema = z
  .object({
    $schema: z.string().optional(),
    clients: list(text('a kind of client, e.g. "schools"', 60), 'kinds of client')
      .optional()
      .describe(
        'The kinds of client you have worked for, named in the case studies’ introduction ("See how homeowners, schools and retailers have used …"). Leave it out to say "our customers".',
      ),
    productLine: z
      .object({
        name: text('the product line’s name, e.g. "PRO-X Series"', 60),
        eyebrow: text('the line above the name, e.g. "Our Premium Camera Line"', 60),
        badge: text('a short marker, e.g. "NEW PRODUCT LINE"', 40).optional(),
        description: text('two or three sentences about the line; {company} is filled in with your name', 600).refine(
          (paragraph) => unknownAboutNames(paragraph).length === 0,
          {
            error: `may fill in only these names: ${aboutNames.map((name) => `{${name}}`).join(', ')}`,
          },
        ),
        features: list(text('one feature', 120), 'four features').length(4, { error: 'must list exactly four features' }),
        alt: text('what the product picture shows', 300),
      })
      .strict()
      .optional()
      .describe(
        'A camera line sold under your own name, shown on the Products page. Leave it out when you sell none: the page then shows no such section.',
      ),
    story: z
      .object({
        paragraphs: list(
          text('a paragraph', 1200).refine((paragraph) => unknownAboutNames(paragraph).length === 0, {
            error: `may fill in only these names: ${aboutNames.map((name) => `{${name}}`).join(', ')}`,
          }),
          'paragraphs',
        ).min(1, { error: 'must hold at least one paragraph' }),
      })
      .strict()
      .describe('"Our Story" on the About page.'),
  })
  .strict()

export type OwnerAbout = Omit<z.infer<typeof aboutFileSchema>, '$schema'>
