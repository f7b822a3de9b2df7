/**
 * The page template the prerender fills: Vite's index.html with the prerender's two markers.
 * Prerendering writes the home page over that file, so the template is kept beside the build
 * (dist/page-template.html, outside the served folder) for a later run that prerenders only
 * some pages; the next `vite build` writes a new index.html, which replaces the kept one.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** Where the prerender puts a page's head and its rendered markup. */
export const pageTemplateMarkers = ['<!--app-head-->', '<!--app-html-->'] as const
const isTemplate = (html: string) => pageTemplateMarkers.every((marker) => html.includes(marker))

export async function readPageTemplate(distDir: string): Promise<string> {
  const built = join(distDir, 'client', 'index.html')
  const kept = join(distDir, 'page-template.html')
  const html = await readFile(built, 'utf8')
  if (isTemplate(html)) {
    await writeFile(kept, html)
    return html
  }
  const template = await readFile(kept, 'utf8').catch(() => undefined)
  if (template && isTemplate(template)) return template
  throw new Error(
    `${relative(process.cwd(), built) || built} is a prerendered page, not the page template, and no template was kept beside it: run \`npm run build\`, which builds the template and prerenders every page.`,
  )
}
