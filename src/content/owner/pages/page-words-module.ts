import { fromBuild } from '../from-build'

type ReadPages = () => Readonly<Record<string, unknown>> | undefined

let readInNode: ReadPages | undefined

/**
 * A page's words from owner/pages/, as the build validated them (scripts/build/owner-content-plugin.ts
 * makes each file a module; callers pass `import.meta.glob` of it, eager). Scripts run with tsx
 * (the share images name the article's headline) have no such module: there the files are read
 * and validated directly, through Node's own require, which the browser bundle never reaches.
 * Where neither works (the bundled relay, which shows no page), the words say nothing.
 */
export function pageWordsOf<T>(file: string, modules: () => Record<string, T>): T {
  const built = fromBuild<T | undefined>(modules, undefined)
  if (built !== undefined) return built
  readInNode ??= nodeReader()
  return (readInNode()?.[file] as T | undefined) ?? (silentWords as T)
}

function nodeReader(): ReadPages {
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
  const module = node?.getBuiltinModule?.('node:module') as { createRequire(from: string): (id: string) => unknown } | undefined
  let pages: Readonly<Record<string, unknown>> | undefined
  let tried = false
  return () => {
    if (tried || !module) return pages
    tried = true
    try {
      const load = module.createRequire(import.meta.url)
      const { readOwnerContent } = load('../read-owner-files.ts') as { readOwnerContent(): { pages: Readonly<Record<string, unknown>> } }
      pages = readOwnerContent().pages
    } catch {
      // Plain Node cannot load TypeScript: not a script run with tsx.
    }
    return pages
  }
}

/**
 * Words that say nothing, whatever the page reads of them: every field is again silent, every
 * text is empty (as a string, or what a string method on it returns), every list is empty.
 */
const silentWords: unknown = new Proxy(() => '', {
  get(_target, key) {
    if (key === Symbol.toPrimitive) return () => ''
    if (key === Symbol.iterator) return [][Symbol.iterator]
    if (key === 'length') return 0
    if (key === 'then') return undefined
    if (key === 'map' || key === 'flatMap' || key === 'filter') return () => []
    return silentWords
  },
})
