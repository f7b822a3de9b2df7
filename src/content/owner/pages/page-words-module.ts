import { fromBuild } from '../from-build'

type ReadPages = () => Readonly<Record<string, unknown>>

let readInNode: ReadPages | undefined

/**
 * A page's words from owner/pages/, as the build validated them (scripts/owner-content-plugin.ts
 * makes each file a module; callers pass `import.meta.glob` of it, eager). Scripts run with tsx
 * (the share images name the article's headline) have no such module: there the files are read
 * and validated directly, through Node's own require, which the browser bundle never reaches.
 */
export function pageWordsOf<T>(file: string, modules: () => Record<string, T>): T {
  const built = fromBuild<T | undefined>(modules, undefined)
  if (built !== undefined) return built
  readInNode ??= nodeReader()
  const words = readInNode()[file]
  if (words === undefined) throw new Error(`${file} could not be read`)
  return words as T
}

function nodeReader(): ReadPages {
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
  const module = node?.getBuiltinModule?.('node:module') as { createRequire(from: string): (id: string) => unknown } | undefined
  if (!module) throw new Error('the words of owner/pages/ are read by the build')
  const load = module.createRequire(import.meta.url)
  const { readOwnerContent } = load('../read-owner-files.ts') as { readOwnerContent(): { pages: Readonly<Record<string, unknown>> } }
  let pages: Readonly<Record<string, unknown>> | undefined
  return () => (pages ??= readOwnerContent().pages)
}
