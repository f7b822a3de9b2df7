import { fromBuild } from './from-build'
import type { OwnerAbout } from './owner-content-schema'

/** owner/about.yaml. */
export const ownerAbout: OwnerAbout = fromBuild(
  () => import.meta.glob<OwnerAbout>('../../../owner/about.yaml', { eager: true, import: 'default' }),
  {
    story: { paragraphs: [] },
  },
)
