/**
 * Every page carries the pre-paint scripts (src/features/layout/pre-paint/): written readable and
 * commented, published minified. A page whose HTML fits in the first round trip of a new
 * connection (about 14 KB on the wire) arrives a round trip sooner on a slow phone link, and the
 * home page is within a few hundred bytes of that edge.
 */
import { transformSync } from 'esbuild'

/** Executable inline scripts: no src, no type or a JavaScript one. */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!text\/javascript)[^"]*")([^>]*)>([\s\S]*?)<\/script>/gi

// The same few scripts on all 292 pages: each is minified once.
const minified = new Map<string, string>()

function minify(code: string): string {
  let result = minified.get(code)
  if (result === undefined) {
    result = code.trim() === '' ? code : transformSync(code, { loader: 'js', minify: true, target: 'es2017' }).code.trim()
    minified.set(code, result)
  }
  return result
}

export function minifyInlineScripts(html: string): string {
  return html.replace(inlineScript, (_, attributes: string, body: string) => `<script${attributes}>${minify(body)}</script>`)
}
