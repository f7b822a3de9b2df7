import { iconSymbolsId } from './inline-icon-symbols'

/**
 * The sprite scripts/icon-sprite.ts draws before each build: one <symbol> per icon the content
 * can name. Vite names the file by its content hash; without a build (unit tests) it is absent.
 */
const sprites = import.meta.glob<string>('../assets/generated/icons.svg', { eager: true, query: '?url', import: 'default' })
const iconSpriteUrl = sprites['../assets/generated/icons.svg'] ?? ''

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
    const sprite = new DOMParser().parseFromString(await response.text(), 'image/svg+xml')
    const holder = document.getElementById(iconSymbolsId) ?? newHolder()
    for (const symbol of sprite.querySelectorAll('symbol')) {
      if (!document.getElementById(symbol.id)) holder.append(document.importNode(symbol, true))
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
