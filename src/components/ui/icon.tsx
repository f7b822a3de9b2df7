import type { IconName } from '../../content/icon-name'

/**
 * The sprite scripts/icon-sprite.ts draws before each build: one <symbol> per icon the content
 * can name. Vite names the file by its content hash; without a build (unit tests) it is absent.
 */
const sprites = import.meta.glob<string>('../../assets/generated/icons.svg', { eager: true, query: '?url', import: 'default' })
const spriteUrl = sprites['../../assets/generated/icons.svg'] ?? ''

/**
 * Draws an icon named in content from the shared sprite: no JavaScript per icon, one cached file
 * for the whole site. Decorative: the text beside it carries the meaning.
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
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
