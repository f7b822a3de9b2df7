import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** Every text file a build published under `client` (pages, scripts, sitemap, robots, icons), by path within it. */
export async function publishedTextFiles(client: string): Promise<Map<string, string>> {
  const published = new Map<string, string>()
  for (const entry of await readdir(client, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(html|xml|txt|js|json|svg|webmanifest)$/.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    published.set(relative(client, file), await readFile(file, 'utf8'))
  }
  return published
}
