import { createFileRoute } from '@tanstack/react-router'
import { homePageMeta } from '../content/home'
import { HomePage } from '../features/home/home-page'
import { pageHead } from '../head/page-head'

export const Route = createFileRoute('/')({
  loader: () => ({ meta: homePageMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: HomePage,
})
