/**
 * Turns the owner's files into JavaScript data modules at build time, the way Astro's content
 * collections do: `owner/case-studies/<slug>.md` becomes a module of its own (`?card` gives only
 * what the listing card shows), and each owner YAML file a module of its validated values. The
 * browser never gets a YAML parser, and each study stays a chunk named after its slug.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { caseStudyCardOf, caseStudyOf } from '../../src/content/owner/case-study-data.ts'
import { ownerPhotoStems } from '../../src/content/owner/demo-content.ts'
import { builtInServiceSlugs, isBuiltInServiceSlug } from '../../src/content/built-in-services.ts'
import type { OwnerService } from '../../src/content/owner/owner-services-schema.ts'
import { checkOwnerContent, describeOwnerFileProblems, ownerFiles, type OwnerContent } from '../../src/content/owner/read-owner-files.ts'
import { pageWordsFiles } from '../../src/content/owner/pages/page-files.ts'

const yamlModules = {
  [ownerFiles.reviews]: (content: OwnerContent) => ({ reviews: content.reviews, source: content.reviewsSource }),
  [ownerFiles.team]: (content: OwnerContent) => ({ members: content.team }),
  [ownerFiles.offers]: (content: OwnerContent) => content.offers,
  // Pages need a picture's text only where the owner's photo replaces the drawing.
  [ownerFiles.pictures]: (content: OwnerContent, root: string) => {
    const photos = ownerPhotoStems(root, content)
    // The photo's own path is the build's business, not the page's.
    const replaced = content.pictures.filter((picture) => photos.has(picture.file.replace(/\.[a-z]+$/i, '')))
    return { pictures: replaced.map(({ photo: _photo, ...text }) => text) }
  },
  [ownerFiles.about]: (content: OwnerContent) => content.about,
  [ownerFiles.services]: (content: OwnerContent) => ({ services: content.services }),
} as const satisfies Record<string, (content: OwnerContent, root: string) => unknown>

/** The built-in drawings the services show: each built-in service its own, a new one the one it names. */
function servicesDrawings(services: readonly OwnerService[] | undefined): Set<string> {
  if (!services) return new Set(builtInServiceSlugs)
  return new Set(
    services.map((service) => (isBuiltInServiceSlug(service.slug) ? service.slug : (service.drawing ?? 'security-camera-installation'))),
  )
}

export function ownerContentPlugin(root: string = process.cwd()): Plugin {
  const ownerDir = resolve(root, 'owner') + sep
  // A page imports its words as ./defaults/<page>.yaml, a file that is always there; what it gets
  // is the owner's owner/pages/<page>.yaml, or those defaults when the owner has no such file.
  const pageDefaultsDir = resolve(root, 'src/content/owner/pages/defaults') + sep
  let cached: OwnerContent | undefined
  const content = (): OwnerContent => {
    if (cached) return cached
    const { content: read, problems } = checkOwnerContent(root)
    // The message alone: the owner reads it, in the terminal or the dev server's overlay.
    if (!read || problems.length > 0) throw new Error(describeOwnerFileProblems(problems))
    cached = read
    return read
  }
  return {
    name: 'owner-content',
    enforce: 'pre',
    buildStart() {
      cached = undefined
    },
    load(id) {
      const [path = '', query = ''] = id.split('?')
      if (path.startsWith(pageDefaultsDir)) {
        const file = `owner/pages/${path.slice(pageDefaultsDir.length).split(sep).join('/')}`
        if (!(file in pageWordsFiles)) return null
        this.addWatchFile(resolve(root, file))
        // `?part=trust` gives one part: pages that show the trust strip need only its words.
        const part = new URLSearchParams(query).get('part')
        const words = content().pages[file] as Record<string, unknown> | undefined
        return `export default ${JSON.stringify(part ? words?.[part] : words)}\n`
      }
      if (!path.startsWith(ownerDir)) return null
      const file = `owner/${path.slice(ownerDir.length).split(sep).join('/')}`
      this.addWatchFile(path)
      const study = /^owner\/case-studies\/([^/]+)\.md$/.exec(file)
      if (study) {
        const found = content().caseStudies.find((entry) => entry.slug === study[1])
        if (!found) return 'export default undefined\nexport const caseStudy = undefined\n'
        if (query.split('&').includes('exists')) return 'export default 1\n'
        return query.split('&').includes('card')
          ? `export default ${JSON.stringify(caseStudyCardOf(found))}\nexport const order = ${found.frontMatter.order}\n`
          : `export const caseStudy = ${JSON.stringify(caseStudyOf(found))}\n`
      }
      const yaml = yamlModules[file as keyof typeof yamlModules]
      if (yaml) return `export default ${JSON.stringify(yaml(content(), root))}\n`
      // The pages' words (owner/pages/*.yaml), each a module of its own.
      if (file.startsWith('owner/pages/') && file in content().pages) return `export default ${JSON.stringify(content().pages[file])}\n`
      return null
    },
    // A story's drawing is published only while a story shows it: a deleted demo story leaves no
    // picture of it behind in the site.
    writeBundle(options) {
      const dir = options.dir ? join(options.dir, 'images', 'case-studies') : undefined
      if (dir && existsSync(dir)) {
        const shown = new Set(content().caseStudies.map((study) => study.frontMatter.image.file))
        for (const name of readdirSync(dir)) {
          if (!shown.has(`/images/case-studies/${name}`)) rmSync(join(dir, name))
        }
      }
      // Nor is the drawing of a service the owner removed from owner/services.yaml.
      const services = options.dir ? join(options.dir, 'images', 'services') : undefined
      if (services && existsSync(services)) {
        const drawings = servicesDrawings(content().services)
        for (const name of readdirSync(services)) {
          if (!drawings.has(name.replace(/\.[a-z]+$/i, ''))) rmSync(join(services, name))
        }
      }
    },
    configureServer(server) {
      server.watcher.add(ownerDir)
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(ownerDir)) return
        cached = undefined
        server.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
}
