import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../app/page-head'
import { productsPage } from '../content/products'
import { Products } from '../features/products/products'

export const Route = createFileRoute('/products')({
  // The copy loads with the page's chunk; the head reads what the loader found.
  loader: () => ({ head: pageHead({ title: productsPage.title, description: productsPage.description, path: productsPage.path }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: Products,
})
