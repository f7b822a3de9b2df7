import { createRequire } from 'node:module'

/** The brand typeface's Latin file, as @fontsource-variable ships it (weights 200 to 800). */
export const brandFontSource = createRequire(import.meta.url).resolve(
  '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
)

/** Printable ASCII plus the marks the copy uses; keep in step with unicode-range in src/styles.css. */
export const brandFontCharacters = (() => {
  let text = ''
  for (let code = 0x20; code < 0x7f; code++) text += String.fromCharCode(code)
  return `${text}\u00a0\u00a9\u00b7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026`
})()
