/**
 * Routes the client app renders although the build did not prerender them: the city landing
 * pages `/{state}/{city}/{service}`, of which there are too many to write out. A two-letter
 * state and two slug segments is the shape; the client router decides what exists and shows
 * its own not-found page otherwise.
 */
const cityPagePath = /^\/[a-z]{2}\/[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*\/?$/

export function isAppPath(pathname: string): boolean {
  return cityPagePath.test(pathname)
}
