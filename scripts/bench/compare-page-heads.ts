/**
 * Compares what crawlers read of every prerendered page in two builds: the title, the named meta
 * tags, the canonical link and the JSON-LD blocks, wherever in the file they are. Prints, per
 * page that differs, the tags only one build has, then a summary that also counts the pages whose
 * head tags are the same but in another order or place.
 *   node --import tsx scripts/bench/compare-page-heads.ts <before>/client <after>/client
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { decodeHtmlText as decode } from './html-text'

const tagPattern = /<title>([^<]*)<\/title>|<(meta|link)\s([^>]*?)\s*\/?>|<script type="application\/ld\+json">([\s\S]*?)<\/script>/g
const attributePattern = /([\w:-]+)="([^"]*)"/g

/** Each tag as one comparable line, in document order. */
function crawlerTags(html: string): string[] {
  const tags: string[] = []
  for (const [, title, element, attributeText, jsonLd] of html.matchAll(tagPattern)) {
    if (title !== undefined) tags.push(`title ${decode(title)}`)
    else if (jsonLd !== undefined) tags.push(`ld+json ${JSON.stringify(JSON.parse(jsonLd))}`)
    else {
      const attributes = Object.fromEntries([...(attributeText ?? '').matchAll(attributePattern)].map(([, k, v]) => [k, decode(v ?? '')]))
      if (element === 'link' && attributes.rel !== 'canonical') continue
      if (element === 'meta' && !attributes.name && !attributes.property) continue
      tags.push(`${element} ${JSON.stringify(Object.entries(attributes).sort())}`)
    }
  }
  return tags
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

async function main() {
  const [before, after] = process.argv.slice(2)
  if (!before || !after) throw new Error('Usage: compare-page-heads.ts <before>/client <after>/client')
  let same = 0
  let moved = 0
  let differ = 0
  const pages = await htmlFiles(before)
  for (const page of pages) {
    const [old, now] = await Promise.all([readFile(join(before, page), 'utf8'), readFile(join(after, page), 'utf8')])
    const [oldTags, newTags] = [crawlerTags(old), crawlerTags(now)]
    const sortedOld = [...oldTags].sort().join('\n')
    const sortedNew = [...newTags].sort().join('\n')
    if (sortedOld !== sortedNew) {
      differ++
      console.log(`${page}:`)
      for (const tag of oldTags.filter((tag) => !newTags.includes(tag))) console.log(`  - ${tag}`)
      for (const tag of newTags.filter((tag) => !oldTags.includes(tag))) console.log(`  + ${tag}`)
    } else if (oldTags.join('\n') === newTags.join('\n')) same++
    else moved++
  }
  console.log(`${pages.length} pages: ${same} the same, ${moved} the same tags in another order or place, ${differ} different`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
