/**
 * The six services the product ships with, whose words are typed in src/content/service-pages/,
 * in the spec's order. Free of zod, so the pages can import it as well as the owner file's schema.
 */
export const builtInServiceSlugs = [
  'security-camera-installation',
  'cctv-monitoring-systems',
  'wireless-security-cameras',
  'video-doorbells',
  'access-control',
  'ai-enhanced-security',
] as const

export type BuiltInServiceSlug = (typeof builtInServiceSlugs)[number]

export function isBuiltInServiceSlug(value: string): value is BuiltInServiceSlug {
  return (builtInServiceSlugs as readonly string[]).includes(value)
}
