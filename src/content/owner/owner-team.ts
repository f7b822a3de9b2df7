import { fromBuild } from './from-build'
import type { TeamMember } from './owner-content-schema'

/** owner/team.yaml. */
export const ownerTeam: readonly TeamMember[] = fromBuild(
  () => import.meta.glob<{ readonly members: readonly TeamMember[] }>('../../../owner/team.yaml', { eager: true, import: 'default' }),
  { members: [] },
).members
