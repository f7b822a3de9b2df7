import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadServicePage } from '../../content/service-page-loader'
import { servicePageMeta } from '../../content/services'
import { ServiceDetail } from '../../features/services/service-detail'
import { pageHead } from '../../head/page-head'

export const Route = createFileRoute('/services/$serviceSlug')({
  // Only the six known slugs have a page; anything else falls to the site's not-found page.
  loader: async ({ params }) => {
    const service = await loadServicePage(params.serviceSlug)
    if (!service) throw notFound()
    return { service, meta: servicePageMeta(service) }
  },
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: ServiceRoute,
})

function ServiceRoute() {
  const { service } = Route.useLoaderData()
  return <ServiceDetail service={service} />
}
