/**
 * Every page is built from index.html, so its comments and the readable inline scripts (the
 * theme's, the first picture's) travelled in all 292 pages. A page whose HTML fits in the first
 * round trip of a new connection (about 14 KB on the wire) arrives a round trip sooner on a slow
 * phone link; the home page was within a few hundred bytes of that edge. The build drops the
 * comments and minifies the inline scripts; the source stays commented. The prerender's markers
 * (<!--app-head-->, <!--app-html-->) stay.
 */
import { transformSync } from 'esbuild'
import type { Plugin } from 'vite'
import { pageTemplateMarkers } from './page-template.ts'

const markers = new Set<string>(pageTemplateMarkers)
/** Executable inline scripts: no src, no type or a JavaScript one. */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!text\/javascript)[^"]*")([^>]*)>([\s\S]*?)<\/script>/gi

export function compactPageTemplate(html: string): string {
  return html
    .replace(/[ \t]*<!--[\s\S]*?-->\n?/g, (comment) => (markers.has(comment.trim()) ? comment : ''))
    .replace(inlineScript, (_, attributes: string, body: string) => {
      const code = transformSync(body, { loader: 'js', minify: true, target: 'es2017' }).code.trim()
      return `<script${attributes}>${code}</script>`
    })
}

export function compactPageTemplatePlugin(): Plugin {
  return {
    name: 'compact-page-template',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: compactPageTemplate },
  }
}
