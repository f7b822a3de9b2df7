import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { servicesOverviewPage } from '../../content/services-overview'
import { ServicesOverview } from '../../features/services/services-overview'

export const Route = createFileRoute('/services/')({
  head: () =>
    pageHead({
      title: servicesOverviewPage.title,
      description: servicesOverviewPage.description,
      path: servicesOverviewPage.path,
    }),
  component: ServicesOverview,
})
