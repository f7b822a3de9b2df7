import { QueryClient } from '@tanstack/react-query'

/** The quote submission is the one mutation the site runs; it keeps the library's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient()
}
