import { fromBuild } from './from-build'
import type { OwnerService } from './owner-services-schema'

/** owner/services.yaml, or undefined without it (the six built-in services). */
export const ownerServices: readonly OwnerService[] | undefined = fromBuild<{ readonly services?: readonly OwnerService[] }>(
  () =>
    import.meta.glob<{ readonly services?: readonly OwnerService[] }>('../../../owner/services.yaml', { eager: true, import: 'default' }),
  {},
).services
