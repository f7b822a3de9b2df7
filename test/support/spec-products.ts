/**
 * The eight product lines of /products as the product specification lists them, in order. Written
 * out from the spec, not read from the content, so the tests that use it catch content that drifts
 * from the spec.
 */
export const specProductTitles = [
  'Security Cameras',
  'PRO-X Series',
  'Video Recorders',
  'Access Control',
  'Intercom',
  'Accessories',
  'Control Software',
  'Video Doorbells',
] as const
