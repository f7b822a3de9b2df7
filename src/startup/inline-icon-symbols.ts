/** The page's hidden <svg> of icon symbols: written by the prerender, made by the app for the empty shell. */
export const iconSymbolsId = 'icon-symbols'

/**
 * The sprite's symbols, each as its markup, by id. The sprite is generated
 * (scripts/build/icon-sprite.ts): one `<symbol id="…">` per icon, so its text can be cut apart without
 * parsing it as a document.
 */
export function spriteSymbols(sprite: string): Map<string, string> {
  return new Map([...sprite.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map(([markup, id]) => [id!, markup]))
}

/**
 * A prerendered page with the <symbol> of every icon it draws (`<use href="#icon-…">`) in a hidden
 * <svg> at the start of its body, outside the markup React hydrates: the icons are drawn with the
 * first paint, and no sprite file is fetched beside the first picture. `sprite` is the built
 * sprite (scripts/build/icon-sprite.ts). Throws when the page names an icon the sprite lacks.
 */
export function inlineIconSymbols(page: string, sprite: string): string {
  const used = new Set([...page.matchAll(/<use href="#(icon-[A-Za-z0-9]+)"/g)].map((match) => match[1]!))
  if (used.size === 0) return page
  const available = spriteSymbols(sprite)
  const symbols = [...used].sort().map((id) => {
    const symbol = available.get(id)
    if (!symbol) throw new Error(`The icon sprite has no symbol ${id}.`)
    return symbol
  })
  const holder = `<svg id="${iconSymbolsId}" xmlns="http://www.w3.org/2000/svg" hidden aria-hidden="true">${symbols.join('')}</svg>`
  const body = /<body[^>]*>/.exec(page)
  if (!body) throw new Error('The page has no <body>.')
  const at = body.index + body[0].length
  return `${page.slice(0, at)}${holder}${page.slice(at)}`
}
