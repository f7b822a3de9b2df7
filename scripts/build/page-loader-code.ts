/**
 * Compiles the page loader (src/startup/page-loader.ts) into the code the prerender inlines in
 * every page: one bundle with its constants, minified, for the browsers the app itself targets.
 */
import { buildSync } from 'esbuild'
import { fileURLToPath } from 'node:url'

const loaderSource = fileURLToPath(new URL('../../src/startup/page-loader.ts', import.meta.url))

export function pageLoaderCode(): string {
  const result = buildSync({
    entryPoints: [loaderSource],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.text.trim() ?? ''
  // Inlined in a <script> element: its text must not be able to close the element.
  if (code === '' || /<\/script/i.test(code)) throw new Error('The page loader did not compile to code that can be inlined.')
  return code
}
