import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../app/page-head'
import { productsPage } from '../content/products'
import { Products } from '../features/products/products'

export const Route = createFileRoute('/products')({
  head: () => pageHead({ title: productsPage.title, description: productsPage.description, path: productsPage.path }),
  component: Products,
})
