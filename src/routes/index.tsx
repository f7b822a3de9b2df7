import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../app/page-head'
import { homeMeta } from '../content/home'
import { HomePage } from '../features/home/home-page'

export const Route = createFileRoute('/')({
  // The copy loads with the page's chunk; the head reads what the loader found.
  loader: () => ({ head: pageHead({ ...homeMeta, path: '/' }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomePage,
})
