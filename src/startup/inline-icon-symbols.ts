/** The page's hidden <svg> of icon symbols: written by the prerender, made by the app for the empty shell. */
export const iconSymbolsId = 'icon-symbols'

/**
 * A prerendered page with the <symbol> of every icon it draws (`<use href="#icon-…">`) in a hidden
 * <svg> at the start of its body, outside the markup React hydrates: the icons are drawn with the
 * first paint, and no sprite file is fetched beside the first picture. `sprite` is the built
 * sprite (scripts/icon-sprite.ts). Throws when the page names an icon the sprite lacks.
 */
export function inlineIconSymbols(page: string, sprite: string): string {
  const used = new Set([...page.matchAll(/<use href="#(icon-[A-Za-z0-9]+)"/g)].map((match) => match[1]!))
  if (used.size === 0) return page
  const symbols = [...used].sort().map((id) => {
    const symbol = new RegExp(`<symbol id="${id}"[^>]*>[\\s\\S]*?</symbol>`).exec(sprite)?.[0]
    if (!symbol) throw new Error(`The icon sprite has no symbol ${id}.`)
    return symbol
  })
  const holder = `<svg id="${iconSymbolsId}" xmlns="http://www.w3.org/2000/svg" hidden aria-hidden="true">${symbols.join('')}</svg>`
  const body = /<body[^>]*>/.exec(page)
  if (!body) throw new Error('The page has no <body>.')
  const at = body.index + body[0].length
  return `${page.slice(0, at)}${holder}${page.slice(at)}`
}
