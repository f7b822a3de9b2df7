import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { ownerContentPlugin } from '../../scripts/build/owner-content-plugin'

const root = resolve(import.meta.dirname, '../..')

/** A copy of the sources and an owner/ folder, its modules loaded as the build loads them. */
export interface ViteOnACopy {
  readonly dir: string
  /** A module of the copy by its address from the copy's root, such as /src/content/about.ts. */
  load<T>(file: string): Promise<T>
  close(): Promise<void>
}

/**
 * Copies src/ and the demo's owner/ (less what `leaveOut` names) into a folder, lets `prepare`
 * change the copy, then loads its modules through the plugin the build reads the owner's files
 * with: what an owner's change does to the site's content, without a build (about a minute of
 * CPU each). One server a file: starting one and transforming the content's modules is most of
 * such a test's cost.
 */
export async function viteOnACopy(
  prefix: string,
  prepare: (dir: string) => Promise<void>,
  leaveOut: (source: string) => boolean = () => false,
): Promise<ViteOnACopy> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  await cp(join(root, 'src'), join(dir, 'src'), {
    recursive: true,
    filter: (source) => !source.includes(join('src', 'assets', 'generated')),
  })
  await cp(join(root, 'owner'), join(dir, 'owner'), { recursive: true, filter: (source) => !leaveOut(source) })
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  await prepare(dir)
  const vite: ViteDevServer = await createServer({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [ownerContentPlugin(dir)],
  })
  return {
    dir,
    load: <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>,
    close: async () => {
      await vite.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
