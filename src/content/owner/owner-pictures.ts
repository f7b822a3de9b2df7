import { fromBuild } from './from-build'
import type { PictureText } from './owner-content-schema'

/**
 * owner/pictures.yaml, as far as pages need it: the build hands over only the entries of pictures
 * an owner's photo replaces, since a drawing keeps its own description.
 */
export const ownerPictures: readonly PictureText[] = fromBuild(
  () => import.meta.glob<{ readonly pictures: readonly PictureText[] }>('../../../owner/pictures.yaml', { eager: true, import: 'default' }),
  { pictures: [] },
).pictures
