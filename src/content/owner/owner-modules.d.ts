// The owner's YAML files as the build hands them to the pages (scripts/owner-content-plugin.ts):
// validated, and shaped by the schemas in owner-content-schema.ts.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module '*/owner/reviews.yaml' {
  const file: { readonly reviews: readonly import('./owner-content-schema').Review[] }
  export default file
}
declare module '*/owner/team.yaml' {
  const file: { readonly members: readonly import('./owner-content-schema').TeamMember[] }
  export default file
}
declare module '*/owner/offers.yaml' {
  const file: import('./owner-content-schema').OwnerOffers
  export default file
}
declare module '*/owner/pictures.yaml' {
  const file: { readonly pictures: readonly import('./owner-content-schema').PictureText[] }
  export default file
}
declare module '*/owner/about.yaml' {
  const file: import('./owner-content-schema').OwnerAbout
  export default file
}
