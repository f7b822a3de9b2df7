import { company } from '../content/company'
import { shareImageSize, type ShareImageKind } from './share-image-kinds'

/**
 * The share images scripts/build/share-images.ts draws before each build. Vite turns each import into
 * a URL named by the file's content hash, so a changed image is never served stale from a cache.
 * Without a build (unit tests) the folder is empty and the favicon stands in.
 */
const drawn = import.meta.glob<string>('../assets/generated/share/*.png', { eager: true, query: '?url', import: 'default' })

export interface ShareImage {
  readonly path: string
  readonly width: number
  readonly height: number
  readonly alt: string
}

const alts: Record<ShareImageKind, string> = {
  home: `${company.name}: security cameras, CCTV and access control in ${company.serviceAreaInWords}`,
  page: `${company.name}, local security installers since ${company.foundedYear}`,
  service: `${company.name}: professional security system installation`,
  article: `${company.name} security insights`,
  'case-study': `${company.name} case studies`,
}

export function shareImage(kind: ShareImageKind): ShareImage {
  const path = drawn[`../assets/generated/share/${kind}.png`]
  if (!path) return { path: '/favicon.svg', width: 64, height: 64, alt: alts[kind] }
  return { path, ...shareImageSize, alt: alts[kind] }
}
