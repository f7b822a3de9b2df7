/** The header turns solid once the page has scrolled more than this many pixels. */
export const headerScrollThreshold = 10

export function isScrolledPast(scrollY: number, threshold: number = headerScrollThreshold): boolean {
  return scrollY > threshold
}

/**
 * Over a page's dark hero the header is see-through with light text; it turns solid (and follows
 * the theme) once the page scrolls, and while the phone menu is open so its panel reads as one piece.
 */
export type HeaderTone = 'overlay' | 'solid'

export function headerTone(scrolled: boolean, menuOpen: boolean): HeaderTone {
  return scrolled || menuOpen ? 'solid' : 'overlay'
}
