/**
 * `npm run edit`: the owner's editor in the browser, on this computer only. It serves Decap CMS
 * (editor/main.ts, bundled here, never part of the public build) and Decap's local backend
 * (decap-server, in its file-system mode: it reads and writes the files in owner/ directly and
 * needs no git), then prints the address to open. Saving writes the file in owner/; `npm start`
 * shows the change, and `git add owner && git commit` keeps it (docs/make-it-yours.md).
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import express from 'express'
import { isCollection, isPair, isScalar, parse as parseYaml, parseDocument, stringify as stringifyYaml } from 'yaml'
import { ownerEditorConfig, type DecapConfig, type DecapField } from './edit-config'
import type * as DecapMiddlewares from 'decap-server/dist/middlewares.js'

const projectRoot = resolve(import.meta.dirname, '../..')
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

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

function isRecord(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Decap writes an optional list the owner emptied (or never opened) as `[]`, and an optional text
 * cleared as `""`; the owner's files leave such fields out, as the schema allows.
 */
function withoutEmptyOptionals(value: Json, fields: readonly DecapField[] | undefined): Json {
  if (!isRecord(value) || !fields) return value
  const kept: Record<string, Json> = { ...value }
  for (const field of fields) {
    const inner = kept[field.name]
    if (inner === undefined) continue
    const empty = inner === null || inner === '' || (Array.isArray(inner) && inner.length === 0)
    if (empty && field.required === false) delete kept[field.name]
    else if (field.widget === 'object') kept[field.name] = withoutEmptyOptionals(inner, field.fields)
    else if (field.widget === 'list' && field.fields && Array.isArray(inner)) {
      kept[field.name] = inner.map((item) => withoutEmptyOptionals(item, field.fields))
    }
  }
  return kept
}

/**
 * Decap writes the keys in the order of its form, which puts a key the form does not show
 * (`$schema`) wherever it lands. Keys keep the order the file had; a new entry in a list takes its
 * first sibling's, and a key the file did not have goes last.
 */
function orderedLike(value: Json, previous: Json | undefined): Json {
  if (Array.isArray(value)) {
    const before = Array.isArray(previous) ? previous : []
    return value.map((item, index) => orderedLike(item, before[index] ?? before[0]))
  }
  if (!isRecord(value)) return value
  const before = isRecord(previous) ? previous : {}
  const keys = [...Object.keys(before).filter((key) => key in value), ...Object.keys(value).filter((key) => !(key in before))]
  return Object.fromEntries(keys.map((key) => [key, orderedLike(value[key] as Json, before[key])]))
}

/** The objects and lists of a JSON text by path ("", "address", "licenses.0"), and which it writes across lines. */
function layoutOf(json: string): { containers: Set<string>; multiLine: Set<string> } {
  const containers = new Set<string>()
  const multiLine = new Set<string>()
  const walk = (node: unknown, path: string): void => {
    if (!isCollection(node) || !node.range) return
    containers.add(path)
    if (/^[{[][ \t]*\r?\n/.test(json.slice(node.range[0], node.range[0] + 8))) multiLine.add(path)
    node.items.forEach((item, index) => {
      const key = isPair(item) ? String(isScalar(item.key) ? item.key.value : item.key) : String(index)
      walk(isPair(item) ? item.value : item, path ? `${path}.${key}` : key)
    })
  }
  // JSON is YAML's flow style: the parser gives each object and list with where it starts.
  walk(parseDocument(json).contents, '')
  return { containers, multiLine }
}

/** The same place in a list's first entry: "serviceArea.states.3.cities" → "serviceArea.states.0.cities". */
function inFirstEntries(path: string): string {
  return path.replace(/(^|\.)\d+(?=\.|$)/g, (_, dot: string) => `${dot}0`)
}

/**
 * JSON written the way the file was: each object or list on one line or across lines as it was
 * before (a new list entry like the first of its list). Decap writes every value on a line of its
 * own, so one changed phone number would show as the whole file changed.
 */
function jsonLike(value: Json, previous: string | undefined): string {
  const layout = previous ? layoutOf(previous) : { containers: new Set<string>(), multiLine: new Set<string>() }
  const isMultiLine = (path: string, container: Json[] | Record<string, Json>): boolean => {
    const known = [path, inFirstEntries(path)].find((candidate) => layout.containers.has(candidate))
    if (known !== undefined) return layout.multiLine.has(known)
    // New to the file: a list of objects or an object holding more than values across lines, the rest on one.
    return Object.values(container).some(
      (inner) => typeof inner === 'object' && inner !== null && (!Array.isArray(inner) || inner.some((item) => typeof item === 'object')),
    )
  }
  const write = (node: Json, path: string, indent: string): string => {
    if (typeof node !== 'object' || node === null) return JSON.stringify(node)
    const inner = `${indent}  `
    const child = (key: string) => (path ? `${path}.${key}` : key)
    const items = Array.isArray(node)
      ? node.map((item, index) => write(item, child(String(index)), inner))
      : Object.entries(node).map(([key, item]) => `${JSON.stringify(key)}: ${write(item, child(key), inner)}`)
    const [open, close] = Array.isArray(node) ? ['[', ']'] : ['{', '}']
    if (items.length === 0) return `${open}${close}`
    if (isMultiLine(path, node)) return `${open}\n${items.map((item) => inner + item).join(',\n')}\n${indent}${close}`
    return Array.isArray(node) ? `[${items.join(', ')}]` : `{ ${items.join(', ')} }`
  }
  return `${write(value, '', '')}\n`
}

function parsePrevious(parse: (text: string) => unknown, text: string | undefined): Json | undefined {
  try {
    return text === undefined ? undefined : (parse(text) as Json)
  } catch {
    return undefined
  }
}

/**
 * Decap writes YAML wrapped at 80 columns, drops the file's leading comments, moves keys its form
 * does not show and leaves emptied optional lists as `[]`. Written back the way the owner's files
 * are kept instead (keys in the file's order, one line per YAML value, JSON laid out as before,
 * the schema comment kept), a change in the editor shows in a diff as the lines that changed.
 * `fields` are the form's fields for the file (which of them are optional).
 */
export function tidyOwnerFile(path: string, raw: string, previous: string | undefined, fields?: readonly DecapField[]): string {
  const tidy = (value: Json, before: Json | undefined) => orderedLike(withoutEmptyOptionals(value, fields), before)
  if (/\.ya?ml$/.test(path)) {
    const value = tidy(parseYaml(raw) as Json, parsePrevious(parseYaml, previous))
    return `${leadingComments(previous ?? '')}${stringifyYaml(value, yamlOptions)}`
  }
  if (path.endsWith('.json')) return jsonLike(tidy(JSON.parse(raw) as Json, parsePrevious(JSON.parse, previous)), previous)
  if (path.endsWith('.md')) {
    const frontMatter = (text: string) => /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
    const match = frontMatter(raw)
    if (!match) return raw
    const before = previous === undefined ? undefined : frontMatter(previous)?.[1]
    const value = tidy(parseYaml(match[1] ?? '') as Json, parsePrevious(parseYaml, before))
    const body = (match[2] ?? '').replace(/^\n+/, '')
    return `---\n${stringifyYaml(value, yamlOptions)}---\n\n${body.endsWith('\n') ? body : `${body}\n`}`
  }
  return raw
}

/** The form's fields for a file in owner/: a file collection's own, or a folder collection's. */
export function formFieldsOf(config: DecapConfig, path: string): readonly DecapField[] | undefined {
  for (const collection of config.collections as readonly EditorCollection[]) {
    const file = collection.files?.find((candidate) => candidate.file === path)
    if (file) return file.fields
    if (collection.folder && path.startsWith(`${collection.folder}/`)) return collection.fields
  }
  return undefined
}

interface EditorCollection {
  readonly folder?: string
  readonly fields?: readonly DecapField[]
  readonly files?: readonly { readonly file: string; readonly fields: readonly DecapField[] }[]
}

interface PersistEntryBody {
  readonly action?: string
  readonly params?: { readonly entry?: { path: string; raw: string }; readonly dataFiles?: { path: string; raw: string }[] }
}

function tidyPersistedFiles(root: string, config: DecapConfig): express.RequestHandler {
  return (request, _response, next) => {
    // decap-server's own body parser (body-parser 1) reads the body again unless told it is parsed.
    ;(request as { _body?: boolean })._body = true
    const body = request.body as PersistEntryBody
    if (body.action === 'persistEntry' && body.params) {
      for (const file of [body.params.entry, ...(body.params.dataFiles ?? [])]) {
        if (!file) continue
        const onDisk = join(root, file.path)
        const previous = existsSync(onDisk) ? readFileSync(onDisk, 'utf8') : undefined
        file.raw = tidyOwnerFile(file.path, file.raw, previous, formFieldsOf(config, file.path))
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
  // A CommonJS bundle whose names Node's own ESM loader does not see (only its `default`): required.
  const { registerLocalFs } = createRequire(import.meta.url)('decap-server/dist/middlewares.js') as typeof DecapMiddlewares
  const app = express()
  app.disable('x-powered-by')
  app.use(express.json({ limit: '50mb' }))
  // The forms' fields (which are optional) do not depend on the backend's address.
  app.post('/api/v1', tidyPersistedFiles(resolve(root), ownerEditorConfig('')))
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
