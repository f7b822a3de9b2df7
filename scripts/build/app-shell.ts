/**
 * The empty page the app draws itself (index.html as Vite builds it), published as app-shell.html
 * for the relay's unprerendered city pages. The prerender writes the home page over index.html, so
 * the shell is taken while index.html is still Vite's; a later run that prerenders only some pages
 * finds it already there.
 */
import { copyFile, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** A prerendered page has its content inside #root; the shell has no #root at all. */
const isPrerendered = (html: string) => html.includes('<div id="root">')

export async function keepAppShell(clientDir: string): Promise<void> {
  const built = join(clientDir, 'index.html')
  const shell = join(clientDir, 'app-shell.html')
  if (!isPrerendered(await readFile(built, 'utf8'))) return copyFile(built, shell)
  const kept = await readFile(shell, 'utf8').catch(() => undefined)
  if (kept !== undefined && !isPrerendered(kept)) return
  throw new Error(
    `${relative(process.cwd(), built) || built} is a prerendered page, not the app's shell, and no shell was kept beside it: run \`npm run build\`, which builds the shell and prerenders every page.`,
  )
}
