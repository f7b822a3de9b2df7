import { createFileRoute } from '@tanstack/react-router'
import { servicesOverviewMeta } from '../../content/services-overview'
import { ServicesOverview } from '../../features/services/services-overview'

export const Route = createFileRoute('/services/')({
  loader: () => ({ meta: servicesOverviewMeta }),
  component: ServicesOverview,
})
