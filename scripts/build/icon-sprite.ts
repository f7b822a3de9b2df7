/**
 * Draws every icon the content can name (src/content/icon-name.ts) into one SVG sprite of
 * <symbol>s. Pages reference it with <use>, so the icons cost no JavaScript and are fetched once,
 * cached under a content-hashed name (src/components/ui/icon.tsx).
 *
 * Run: node --import tsx scripts/build/icon-sprite.ts (npm run build and npm run dev run it first).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import * as lucide from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { iconNames, iconSymbolId } from '../../src/content/icon-name'

const target = resolve(import.meta.dirname, '../../src/assets/generated/icons.svg')
const glyphs = lucide as unknown as Record<string, ComponentType>

const symbols = iconNames.map((name) => {
  const glyph = glyphs[name]
  if (!glyph) throw new Error(`lucide-react has no icon named ${name}`)
  const markup = renderToStaticMarkup(createElement(glyph))
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1]
  if (inner === undefined) throw new Error(`Unexpected markup for ${name}: ${markup.slice(0, 80)}`)
  return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${inner}</symbol>`
})

const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
await mkdir(resolve(target, '..'), { recursive: true })
await writeFile(target, sprite)
console.log(`icon sprite: ${iconNames.length} icons, ${(sprite.length / 1024).toFixed(1)} KB`)
