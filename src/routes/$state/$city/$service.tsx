import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '../../../app/page-head'
import { cityPageMetaDescription, cityPageTitle } from '../../../content/city-page'
import { CityLandingPage } from '../../../features/city/city-landing-page'
import { parseCityPage } from '../../../features/city/city-page-params'

export const Route = createFileRoute('/$state/$city/$service')({
  loader: ({ params }) => {
    const page = parseCityPage(params)
    if (!page) throw notFound()
    const head = pageHead({
      title: cityPageTitle(page.service.name, page.cityName, page.stateAbbr),
      description: cityPageMetaDescription(page.service.name, page.cityName, page.stateAbbr),
      path: page.path,
    })
    return { page, head }
  },
  // The city copy loads with the page's chunk; the head reads what the loader found.
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CityRoute,
})

function CityRoute() {
  const { page } = Route.useLoaderData()
  return <CityLandingPage page={page} />
}
