import type { z } from 'zod'
import { builtInServiceSlugs, isBuiltInServiceSlug, type BuiltInServiceSlug } from '../../built-in-services.ts'
import type { OwnerService } from '../owner-services-schema.ts'
import { productsFileSchema } from './products-copy.ts'
import { servicePageFileSchema, servicePageWithAreaBandFileSchema } from './service-page-copy.ts'
import { solutionsFileSchema } from './solutions-copy.ts'

/** owner/pages/service-<slug>.yaml: a built-in service's page words, a file of its own so its page loads only its own words. */
export const servicePageFile = (slug: BuiltInServiceSlug) => `owner/pages/service-${slug}.yaml` as const

/** The built-in pages that link to /locations (the spec), whose words file holds the band beside the link. */
export const servicesLinkingToLocations: readonly BuiltInServiceSlug[] = ['security-camera-installation', 'cctv-monitoring-systems']

/** The pages' words files for the service pages, /products and /solutions, with the schema each is read with. */
export const servicesProductsSolutionsPageFiles: Readonly<Record<string, z.ZodType>> = {
  ...Object.fromEntries(
    builtInServiceSlugs.map((slug) => [
      servicePageFile(slug),
      servicesLinkingToLocations.includes(slug) ? servicePageWithAreaBandFileSchema : servicePageFileSchema,
    ]),
  ),
  'owner/pages/products.yaml': productsFileSchema,
  'owner/pages/solutions.yaml': solutionsFileSchema,
}

/**
 * Whether the site needs a words file: a built-in service's page only while the site offers the
 * service (owner/services.yaml, all six without it) and its entry there gives no page of its own.
 */
export function pageFileNeeded(file: string, services: readonly OwnerService[] | undefined): boolean {
  const slug = /^owner\/pages\/service-(.+)\.yaml$/.exec(file)?.[1]
  if (slug === undefined || !isBuiltInServiceSlug(slug)) return true
  if (!services) return true
  const entry = services.find((service) => service.slug === slug)
  return entry !== undefined && entry.page === undefined
}
