import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { findService } from '../../content/services'
import { ServiceDetail } from '../../features/services/service-detail'

export const Route = createFileRoute('/services/$serviceSlug')({
  // Only the six known slugs have a page; anything else falls to the site's not-found page.
  loader: ({ params }) => {
    const service = findService(params.serviceSlug)
    if (!service) throw notFound()
    return { service, head: pageHead({ title: service.title, description: service.description, path: service.path }) }
  },
  // The service's copy loads with the page's chunk; the head reads what the loader found.
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ServiceRoute,
})

function ServiceRoute() {
  const { service } = Route.useLoaderData()
  return <ServiceDetail service={service} />
}
