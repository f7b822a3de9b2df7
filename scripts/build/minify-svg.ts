/**
 * The drawings in public/ are kept indented, one element a line, so a designer can read and edit
 * them; visitors are sent them without that layout whitespace.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** Drops comments and the whitespace between tags; text inside an element is left as written. */
export const minifySvg = (markup: string): string =>
  markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim()

/** Rewrites the copies of public/**\/*.svg in the client build's output folder, minified. */
export function minifyPublicSvgPlugin(): Plugin {
  let publicDir = ''
  let outDir = ''
  let ssr = false
  return {
    name: 'minify-public-svg',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
      outDir = resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (ssr || !publicDir) return
      const entries = await readdir(publicDir, { withFileTypes: true, recursive: true })
      for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.svg'))) {
        const source = join(entry.parentPath, entry.name)
        // A drawing the owner's photo replaced is not in the output; nothing to do for it.
        const target = join(outDir, relative(publicDir, source))
        const copied = await readFile(target, 'utf8').catch(() => undefined)
        if (copied !== undefined) await writeFile(target, minifySvg(copied))
      }
    },
  }
}
