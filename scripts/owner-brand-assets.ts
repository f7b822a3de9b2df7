/**
 * The owner's logo (owner/brand/, named by `logo` in owner/profile.json) published at a stable
 * address, /brand/<file>, so the header, footer, favicon, structured data, share images and the
 * e-mails can all point at it. Without a logo the built-in shield mark and public/favicon.svg stay.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { OwnerProfile } from '../src/content/owner-profile-schema.ts'
import { readOwnerProfile } from './owner-profile-gate.ts'

const mimeTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }

export function logoMimeType(file: string): string {
  return mimeTypes[file.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream'
}

/** The logo file's path on disk, or undefined when the profile names none. Throws when the named file is missing. */
export function ownerLogoFile(root: string = process.cwd(), profile: OwnerProfile = readOwnerProfile(root)): string | undefined {
  const { logo } = profile
  if (!logo) return undefined
  const file = resolve(root, 'owner', 'brand', logo)
  try {
    readFileSync(file)
  } catch {
    throw new Error(`owner/profile.json → logo: "${logo}" is not in owner/brand/. Put the file there, or remove the field.`)
  }
  return file
}

export function ownerBrandAssets(profile: OwnerProfile, root: string = process.cwd()): Plugin {
  const file = ownerLogoFile(root, profile)
  const name = file?.split('/').pop()
  return {
    name: 'owner-brand-assets',
    configureServer(server) {
      if (!file || !name) return
      server.middlewares.use(`/brand/${name}`, (_req, res) => {
        res.setHeader('Content-Type', logoMimeType(name))
        res.end(readFileSync(file))
      })
    },
    transformIndexHtml(html) {
      if (!name) return html
      return html.replace('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />', `<link rel="icon" type="${logoMimeType(name)}" href="/brand/${name}" />`)
    },
    generateBundle(options) {
      // The server build renders pages; only the client build publishes files.
      if (!file || !name || (options.dir ?? '').endsWith(join('', 'server'))) return
      this.emitFile({ type: 'asset', fileName: `brand/${name}`, source: readFileSync(file) })
    },
  }
}
