/**
 * The value of an owner file as the build hands it to the pages (scripts/build/owner-content-plugin.ts
 * turns each file into a module; callers pass `import.meta.glob` of it, eager). Outside a Vite
 * build (scripts run with tsx, which only read page titles) there is no such module, and the
 * fallback, which says nothing, is used. One module per owner file keeps each page's code to the
 * files it shows.
 */
export function fromBuild<T>(modules: () => Record<string, T>, fallback: T): T {
  try {
    return Object.values(modules())[0] ?? fallback
  } catch {
    return fallback
  }
}
