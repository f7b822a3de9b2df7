/** The product sections /products shows from owner/pages/products.yaml, in its order (the owner's own line aside). Free of zod: the page reads it too. */
export const productSectionSlugs = [
  'security-cameras',
  'video-recorders',
  'access-control',
  'intercom',
  'accessories',
  'control-software',
  'video-doorbells',
] as const

export type ProductSectionSlug = (typeof productSectionSlugs)[number]
