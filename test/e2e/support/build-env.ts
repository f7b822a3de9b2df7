import type { Page } from '@playwright/test'

/**
 * Serves the main build's start-client chunk to `page` as a build made with these variables
 * would have it. A `VITE_` variable the site's server render does not read (VITE_RELAY_URL, the
 * browser-only mode's) changes only the environment object Vite writes into that chunk, so a
 * test of such a build swaps the object on the chunk's way to the browser instead of paying for
 * a build of its own (decision 0053). Routing turns the page's HTTP cache off, so the chunk is
 * always fetched and swapped.
 */
export async function servedAsBuiltWith(page: Page, env: Readonly<Record<string, string>>): Promise<void> {
  const entries = Object.entries(env)
    .map(([name, value]) => `${name}:${JSON.stringify(value)}`)
    .join(',')
  await page.route('**/assets/start-client-*.js', async (route) => {
    const response = await route.fetch()
    const code = await response.text()
    const envObject = /\{BASE_URL:`\/`,/
    if (!envObject.test(code)) throw new Error('the start-client chunk no longer carries the build environment as {BASE_URL:`/`,…}')
    await route.fulfill({ response, body: code.replace(envObject, (found) => `${found}${entries},`) })
  })
}
