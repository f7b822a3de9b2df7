import { iconSymbolsId, spriteSymbols } from './inline-icon-symbols'
import { yieldToBrowser } from './yield-to-browser'

/**
 * The sprite scripts/build/icon-sprite.ts draws before each build: one <symbol> per icon the content
 * can name. Vite names the file by its content hash; without a build (unit tests) it is absent.
 */
const sprites = import.meta.glob<string>('../assets/generated/icons.svg', { eager: true, query: '?url', import: 'default' })
const iconSpriteUrl = sprites['../assets/generated/icons.svg'] ?? ''

/**
 * Symbols added per task. Parsing the whole sprite as an XML document and importing it took 11
 * to 33 ms in one task on a desktop (four times that on Lighthouse's phone); the page's own HTML
 * parser takes about a millisecond for this many, so a tap in between is answered at once.
 */
const symbolsPerTask = 16

let loading: Promise<void> | undefined

/**
 * Adds every icon symbol the page lacks, from the sprite file: a prerendered page holds only the
 * symbols it draws, and a page the app renders after a navigation (or the quote dialog) may draw
 * others. Once per page; a failed download is tried again at the next call. The icons are
 * decorative, so a page without them still works.
 */
export function loadIconSymbols(): Promise<void> {
  loading ??= (async () => {
    if (!iconSpriteUrl) return
    const response = await fetch(iconSpriteUrl)
    if (!response.ok) throw new Error(`icon sprite: HTTP ${response.status}`)
    const missing = [...spriteSymbols(await response.text())].filter(([id]) => !document.getElementById(id)).map(([, markup]) => markup)
    const holder = document.getElementById(iconSymbolsId) ?? newHolder()
    for (let start = 0; start < missing.length; start += symbolsPerTask) {
      if (start > 0) await yieldToBrowser()
      // Inside an <svg>, the HTML parser makes SVG elements, as the sprite's own document would.
      holder.insertAdjacentHTML('beforeend', missing.slice(start, start + symbolsPerTask).join(''))
    }
  })().catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

function newHolder(): Element {
  const holder = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  holder.id = iconSymbolsId
  holder.setAttribute('hidden', '')
  holder.setAttribute('aria-hidden', 'true')
  document.body.prepend(holder)
  return holder
}
