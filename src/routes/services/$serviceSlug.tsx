import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { findService } from '../../content/services'
import { ServiceDetail } from '../../features/services/service-detail'

export const Route = createFileRoute('/services/$serviceSlug')({
  // Only the six known slugs have a page; anything else falls to the site's not-found page.
  loader: ({ params }) => {
    const service = findService(params.serviceSlug)
    if (!service) throw notFound()
    return { service }
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          title: loaderData.service.title,
          description: loaderData.service.description,
          path: loaderData.service.path,
        })
      : {},
  component: ServiceRoute,
})

function ServiceRoute() {
  const { service } = Route.useLoaderData()
  return <ServiceDetail service={service} />
}
