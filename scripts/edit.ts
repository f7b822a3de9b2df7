/**
 * `npm run edit`: the owner's editor in the browser, on this computer only. It serves Decap CMS
 * (editor/main.ts, bundled here, never part of the public build) and Decap's local backend
 * (decap-server, in its file-system mode: it reads and writes the files in owner/ directly and
 * needs no git), then prints the address to open. Saving writes the file in owner/; `npm start`
 * shows the change, and `git add owner && git commit` keeps it (docs/make-it-yours.md).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import express from 'express'
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml'
import { ownerEditorConfig } from './edit-config'

const projectRoot = resolve(import.meta.dirname, '..')
const entry = join(projectRoot, 'editor', 'main.ts')

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(projectRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
}

/**
 * The editor's script, bundled once per version of the entry and of Decap and React, and kept in
 * node_modules/.cache: the first start takes a few seconds, later ones none.
 */
export async function editorBundle(): Promise<string> {
  const key = createHash('sha256')
    .update(readFileSync(entry))
    .update(['decap-cms-app', 'react', 'react-dom'].map(packageVersion).join())
    .digest('hex')
    .slice(0, 16)
  const dir = join(projectRoot, 'node_modules', '.cache', 'owner-editor')
  const file = join(dir, `editor-${key}.js`)
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    await build({
      entryPoints: [entry],
      outfile: file,
      bundle: true,
      minify: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
      logLevel: 'warning',
    })
  }
  return file
}

/** The comment lines a file starts with (the YAML files name their schema there for VS Code). */
function leadingComments(text: string): string {
  return /^(?:#[^\n]*\n)*/.exec(text)?.[0] ?? ''
}

const yamlOptions = { lineWidth: 0 } as const

/**
 * Decap writes YAML wrapped at 80 columns and drops the file's leading comments. Written back
 * the way the owner's files are kept instead (one line per value, the schema comment kept), a
 * change in the editor shows in a diff as the lines that changed, not the whole file.
 */
export function tidyOwnerFile(path: string, raw: string, previous: string | undefined): string {
  if (/\.ya?ml$/.test(path)) return `${leadingComments(previous ?? '')}${stringifyYaml(parseYaml(raw), yamlOptions)}`
  if (path.endsWith('.md')) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw)
    if (!match) return raw
    const body = (match[2] ?? '').replace(/^\n+/, '')
    return `---\n${stringifyYaml(parseYaml(match[1] ?? ''), yamlOptions)}---\n\n${body.endsWith('\n') ? body : `${body}\n`}`
  }
  return raw
}

interface PersistEntryBody {
  readonly action?: string
  readonly params?: { readonly entry?: { path: string; raw: string }; readonly dataFiles?: { path: string; raw: string }[] }
}

function tidyPersistedFiles(root: string): express.RequestHandler {
  return (request, _response, next) => {
    // decap-server's own body parser (body-parser 1) reads the body again unless told it is parsed.
    ;(request as { _body?: boolean })._body = true
    const body = request.body as PersistEntryBody
    if (body.action === 'persistEntry' && body.params) {
      for (const file of [body.params.entry, ...(body.params.dataFiles ?? [])]) {
        if (!file) continue
        const onDisk = join(root, file.path)
        file.raw = tidyOwnerFile(file.path, file.raw, existsSync(onDisk) ? readFileSync(onDisk, 'utf8') : undefined)
      }
    }
    next()
  }
}

function page(config: unknown): string {
  // The config is JSON in a script: "<" is escaped so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Edit your site</title>
</head>
<body>
<script>window.ownerEditorConfig = ${json}</script>
<script src="/editor.js"></script>
</body>
</html>
`
}

export interface OwnerEditor {
  readonly url: string
  close(): Promise<void>
}

export interface OwnerEditorOptions {
  /** The project folder whose owner/ the editor changes. */
  readonly root?: string
  readonly port?: number
}

/** Starts the editor on 127.0.0.1 only: anyone who reaches it can change the site's files. */
export async function startOwnerEditor({ root = projectRoot, port = 8080 }: OwnerEditorOptions = {}): Promise<OwnerEditor> {
  const bundle = await editorBundle()
  // decap-server reads its folder from this variable when its routes are added.
  process.env.GIT_REPO_DIRECTORY = resolve(root)
  const { registerLocalFs } = await import('decap-server/dist/middlewares.js')
  const app = express()
  app.disable('x-powered-by')
  app.use(express.json({ limit: '50mb' }))
  app.post('/api/v1', tidyPersistedFiles(resolve(root)))
  await registerLocalFs(app, { logLevel: process.env.EDIT_LOG_LEVEL ?? 'warn' })
  const server = app.listen(port, '127.0.0.1')
  await new Promise<void>((done, fail) => {
    server.once('listening', done)
    server.once('error', fail)
  })
  const url = `http://localhost:${(server.address() as AddressInfo).port}`
  const html = page(ownerEditorConfig(`${url}/api/v1`))
  app.get('/', (_request, response) => {
    response.type('html').send(html)
  })
  const script = readFileSync(bundle)
  app.get('/editor.js', (_request, response) => {
    response.type('js').send(script)
  })
  return {
    url,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.EDIT_PORT ?? 8080)
  console.log('Starting the editor (the first start prepares it: about 10 s)…')
  let editor: OwnerEditor
  try {
    editor = await startOwnerEditor({ port })
  } catch (error) {
    const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
    console.error(
      busy
        ? `Port ${port} is taken: stop what uses it, or run EDIT_PORT=8090 npm run edit.`
        : `The editor could not start: ${error instanceof Error ? error.message : String(error)}`,
    )
    process.exit(1)
  }
  console.log(`\n  Editor ready: ${editor.url}   (Ctrl+C stops it)\n`)
  console.log('  Saving writes the files in owner/. To see the site with your changes: npm start.')
  console.log('  To keep them: git add owner && git commit -m "…" && git push\n')
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void editor.close().then(() => process.exit(0)))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
