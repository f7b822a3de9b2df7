import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { isServiceSlug } from '../src/content/services'
import { findUsState } from '../src/content/us-states'

/**
 * Routes the client renders although the build did not prerender them: city landing pages
 * `/{state}/{city}/{service}` for any US state or DC and any service the site offers. Everything
 * else without a file is a real 404.
 */
const cityPagePath = /^\/([a-z]{2})\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/

export function isAppPath(pathname: string, isService: (slug: string) => boolean = isServiceSlug): boolean {
  const match = cityPagePath.exec(pathname)
  if (!match) return false
  const [, state = '', , service = ''] = match
  return findUsState(state) !== undefined && isService(service)
}

/**
 * isAppPath for the site in `siteDir`: a service is offered when the build published its page,
 * so the relay follows the owner's services (owner/services.yaml) as the build read them.
 */
export function appPathsOf(siteDir: string): (pathname: string) => boolean {
  // One stat a request for an unprerendered city page; a rebuilt site is followed at once.
  const isService = (slug: string): boolean => existsSync(join(siteDir, 'services', slug, 'index.html'))
  return (pathname) => isAppPath(pathname, isService)
}
