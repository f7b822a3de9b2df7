import { createFileRoute, notFound } from '@tanstack/react-router'
import { cityPageMeta } from '../../../content/city-page'
import { CityLandingPage } from '../../../features/city/city-landing-page'
import { parseCityPage } from '../../../features/city/city-page-params'
import { pageHead } from '../../../head/page-head'

export const Route = createFileRoute('/$state/$city/$service')({
  loader: ({ params }) => {
    const page = parseCityPage(params)
    if (!page) throw notFound()
    const { service, cityName, stateAbbr, stateName, path, listed } = page
    return {
      page,
      meta: cityPageMeta({ serviceName: service.name, serviceSummary: service.summary, cityName, stateAbbr, stateName, path, listed }),
    }
  },
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: CityRoute,
})

function CityRoute() {
  const { page } = Route.useLoaderData()
  return <CityLandingPage page={page} />
}
