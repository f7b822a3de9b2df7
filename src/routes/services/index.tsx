import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { servicesOverviewPage } from '../../content/services-overview'
import { ServicesOverview } from '../../features/services/services-overview'

export const Route = createFileRoute('/services/')({
  // The copy loads with the page's chunk; the head reads what the loader found.
  loader: () => ({ head: pageHead({
      title: servicesOverviewPage.title,
      description: servicesOverviewPage.description,
      path: servicesOverviewPage.path,
    }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ServicesOverview,
})
