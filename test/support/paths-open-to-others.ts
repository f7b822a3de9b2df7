import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/** Every path under `dir` (itself included) whose mode lets its group or others in, as "mode path". */
export async function pathsOpenToOthers(dir: string): Promise<string[]> {
  const open: string[] = []
  const visit = async (full: string) => {
    const info = await stat(full)
    if ((info.mode & 0o077) !== 0) open.push(`${(info.mode & 0o777).toString(8)} ${path.relative(dir, full) || '.'}`)
    if (info.isDirectory()) for (const name of await readdir(full)) await visit(path.join(full, name))
  }
  await visit(dir)
  return open
}
