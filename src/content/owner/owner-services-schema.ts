import { z } from 'zod'
import { builtInServiceSlugs, isBuiltInServiceSlug } from '../built-in-services.ts'
import { iconNames } from '../icon-name.ts'
import { list, text } from './owner-content-schema.ts'

/**
 * owner/services.yaml: the services the site offers, in the order every list shows them. One of
 * the six built-in services is named by its slug alone and keeps its built-in words (the spec's);
 * any field given replaces that word. A new slug is a service of the owner's own and gives every
 * field its page needs. A service not in the list has no page anywhere.
 */

const icon = z.enum(iconNames, { error: `must be an icon name, one of: ${iconNames.join(', ')}` })

const feature = z.object({ icon, title: text('a short title', 80), description: text('one or two sentences', 400) }).strict()
const step = z.object({ title: text('a short title', 80), description: text('one or two sentences', 400) }).strict()
const faq = z.object({ question: text('the question', 200), answer: text('the answer', 1000) }).strict()

/** What the service's own page says; every part is required for a new service. */
export const servicePageWordsSchema = z
  .object({
    title: text('the browser tab title; " | your business name" is added', 80).optional().describe('Leave it out to use the service name.'),
    description: text('what search results show, at most 160 characters', 160),
    hero: z
      .object({
        eyebrow: text('a few words above the heading, e.g. "Intrusion Protection"', 60),
        heading: text('the page’s main heading', 120),
        intro: text('two or three sentences under the heading', 600),
      })
      .strict(),
    features: z
      .object({
        heading: text('the heading over the features', 100),
        intro: text('one sentence under it', 300),
        items: list(feature, 'features')
          .min(1, { error: 'must list at least one feature' })
          .max(6, { error: 'must list at most six features' }),
      })
      .strict(),
    steps: z
      .object({
        heading: text('the heading over the steps', 100),
        intro: text('one sentence under it', 300),
        items: list(step, 'steps').min(1, { error: 'must list at least one step' }).max(6, { error: 'must list at most six steps' }),
      })
      .strict()
      .optional()
      .describe('How the job goes, as numbered steps; leave it out to show none.'),
    faqs: list(faq, 'questions').min(1, { error: 'must list at least one question' }).max(6, { error: 'must list at most six questions' }),
    closing: z
      .object({
        heading: text('the closing call to action’s heading', 100),
        text: text('one or two sentences', 400),
      })
      .strict(),
  })
  .strict()

export type ServicePageWords = z.infer<typeof servicePageWordsSchema>

export const ownerServiceSchema = z
  .object({
    slug: z
      .string({ error: 'must be the page’s address, lower-case words joined by hyphens, such as alarm-systems' })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        error: 'must be the page’s address, lower-case words joined by hyphens, such as alarm-systems',
      })
      .describe('The page’s address: /services/<slug>. One of the six built-in slugs keeps its built-in words for every field left out.'),
    name: text('the service’s name as cards, links and titles show it, e.g. "Alarm Systems"', 60).optional(),
    noun: text('the service as a thing one installs, read inside sentences, e.g. "alarm systems"', 60)
      .optional()
      .describe('Read in questions such as "Do you install <noun> in Lakeland?"'),
    summary: text('one or two sentences for the service cards', 300).optional(),
    icon: icon.optional(),
    drawing: z
      .enum(builtInServiceSlugs, {
        error: `must be one of the built-in services, whose drawing and live view the page shows: ${builtInServiceSlugs.join(', ')}`,
      })
      .optional()
      .describe(
        'For a new service: which built-in service’s drawing and live camera view its cards and page show. A photo can replace the drawing (docs/images.md).',
      ),
    page: servicePageWordsSchema
      .optional()
      .describe('The service page’s words; for a built-in service, leave it out to keep the built-in page.'),
  })
  .strict()

export type OwnerService = z.infer<typeof ownerServiceSchema>

const requiredForNew = ['name', 'noun', 'summary', 'icon', 'page'] as const

export const servicesFileSchema = z
  .object({
    $schema: z.string().optional(),
    services: list(ownerServiceSchema, 'services')
      .min(1, { error: 'must list at least one service' })
      .describe('Your services, in the order the site lists them. Remove one to take its pages off the site.'),
  })
  .strict()
  .superRefine((file, context) => {
    const seenSlugs = new Set<string>()
    const seenNames = new Set<string>()
    file.services.forEach((service, index) => {
      if (seenSlugs.has(service.slug))
        context.addIssue({
          code: 'custom',
          path: ['services', index, 'slug'],
          message: `"${service.slug}" is listed by an earlier service`,
        })
      seenSlugs.add(service.slug)
      if (!isBuiltInServiceSlug(service.slug)) {
        for (const field of requiredForNew) {
          if (service[field] === undefined) {
            context.addIssue({
              code: 'custom',
              path: ['services', index, field],
              message: `is needed: "${service.slug}" is a service of your own (not one of the six built-in ones), so the site has no words of its own for its ${field}`,
            })
          }
        }
      }
      if (service.name !== undefined) {
        if (seenNames.has(service.name))
          context.addIssue({
            code: 'custom',
            path: ['services', index, 'name'],
            message: `"${service.name}" is the name of an earlier service`,
          })
        seenNames.add(service.name)
      }
    })
  })

export type OwnerServicesFile = Omit<z.infer<typeof servicesFileSchema>, '$schema'>
