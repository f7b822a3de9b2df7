import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { startOwnerEditor, type OwnerEditor } from '../../../scripts/launch/edit'

const root = resolve(import.meta.dirname, '../../..')

export interface EditorSession {
  /** The copy of the project the editor saves into. */
  readonly copy: string
  readonly editor: OwnerEditor
  /** Signed in, on the editor's collections. */
  readonly page: Page
  close(): Promise<void>
}

/**
 * The owner's browser editor (npm run edit) on a copy of `owner/` (and of `alsoCopy`, entries
 * from the project root), open in Chromium and signed in, as an owner finds it, at the address
 * `startAt` (a `#/…` link) if given. Decap's local backend asks for no password: the Login
 * button only enters the editor.
 */
export async function openOwnerEditor(
  browser: Browser,
  prefix: string,
  alsoCopy: readonly string[] = [],
  startAt = '',
): Promise<EditorSession> {
  const copy = await mkdtemp(join(tmpdir(), prefix))
  await Promise.all(['owner', ...alsoCopy].map((entry) => cp(join(root, entry), join(copy, entry), { recursive: true })))
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  const editor = await startOwnerEditor({ root: copy, port: 0 })
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  // The editor's script is several megabytes: on a busy machine its first load takes a while.
  page.setDefaultNavigationTimeout(90_000)
  await page.goto(`${editor.url}/${startAt}`)
  await page.getByRole('button', { name: 'Login' }).click()
  // Signed in at `startAt`; with none given, on the list of collections.
  if (!startAt) await page.getByText('Collections').waitFor()
  return {
    copy,
    editor,
    page,
    async close() {
      // Its own context, which closes with it (browser.newPage); the browser is the worker's.
      await page.close()
      await editor.close()
      await rm(copy, { recursive: true, force: true })
    },
  }
}
