import { isServiceSlug } from '../src/content/services'
import { findUsState } from '../src/content/us-states'

/**
 * Routes the client renders although the build did not prerender them: city landing pages
 * `/{state}/{city}/{service}` for any US state or DC and any of the six services. Everything
 * else without a file is a real 404.
 */
const cityPagePath = /^\/([a-z]{2})\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/

export function isAppPath(pathname: string): boolean {
  const match = cityPagePath.exec(pathname)
  if (!match) return false
  const [, state = '', , service = ''] = match
  return findUsState(state) !== undefined && isServiceSlug(service)
}
