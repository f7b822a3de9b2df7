import { iconSymbolId, type IconName } from '../../content/icon-name'

/**
 * Draws an icon named in content from a <symbol> in the page itself: the prerendered page carries
 * the symbols it uses (scripts/build/prerender.ts), and the app adds the rest of the sprite once it has
 * started (src/startup/icon-symbols.ts), for pages it renders itself. No JavaScript per icon, and
 * no request racing the first picture. Decorative: the text beside it carries the meaning.
 */
export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  )
}
