import { createFileRoute } from '@tanstack/react-router'
import { servicesOverviewMeta } from '../../content/services-overview'
import { ServicesOverview } from '../../features/services/services-overview'
import { pageHead } from '../../head/page-head'

export const Route = createFileRoute('/services/')({
  loader: () => ({ meta: servicesOverviewMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: ServicesOverview,
})
