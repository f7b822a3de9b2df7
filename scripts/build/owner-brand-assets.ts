/**
 * The owner's logo (owner/brand/, named by `logo` in owner/profile.json) published at a stable
 * address, /brand/<file>, so the header, footer, favicon, structured data, share images and the
 * e-mails can all point at it. Without a logo the built-in shield mark and public/favicon.svg stay.
 */
import { readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { OwnerProfile } from '../../src/content/owner-profile-schema.ts'
import { mailLogoBox, mailLogoPath } from '../../server/mail/mail-logo.ts'
import { fitLogo, logoToPng, withBrandFontFiles } from './logo-raster.ts'
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

/**
 * An SVG icon this small goes into the page itself: as a file it is one more request on a
 * phone's slow link while the first picture loads, and it moved the home page's largest paint
 * by up to 200 ms in Lighthouse's simulation (docs/benchmarks.md). Larger or raster icons stay files.
 */
const inlineFaviconMaxBytes = 2048

/** The page's icon: the SVG itself as a data: URL when it is small, otherwise its address. */
export function favicon(file: string, href: string): { type: string; href: string } {
  const type = logoMimeType(file)
  const bytes = readFileSync(file)
  if (type !== 'image/svg+xml' || bytes.length > inlineFaviconMaxBytes) return { type, href }
  // Percent-encoding only what a URL or the attribute cannot hold keeps the SVG readable and small.
  const svg = bytes
    .toString('utf8')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#"<>&]/g, (c) => encodeURIComponent(c))
  return { type, href: `data:image/svg+xml,${svg}` }
}

/** A file the client build publishes. */
export interface PublishedFile {
  readonly fileName: string
  readonly source: Buffer
}

/**
 * The largest logo the header, favicon and structured data need: the header shows it in a 36 px
 * square, search engines want at least 112 px. A 3000-pixel photo of a sign would cost every
 * visitor megabytes for nothing.
 */
export const headerLogoBox = { width: 512, height: 256 } as const

/** The files the build publishes for a logo: the logo itself (a raster one scaled down) and the e-mails' PNG. */
export async function publishedLogoFiles(file: string): Promise<PublishedFile[]> {
  const name = basename(file)
  const [header, mail] = await Promise.all([
    fitLogo(file, headerLogoBox),
    withBrandFontFiles((fontFiles) => logoToPng(file, mailLogoBox, fontFiles)),
  ])
  return [
    { fileName: `brand/${name}`, source: header },
    { fileName: mailLogoPath.slice(1), source: mail },
  ]
}

export function ownerBrandAssets(profile: OwnerProfile, root: string = process.cwd()): Plugin {
  const file = ownerLogoFile(root, profile)
  const name = file ? basename(file) : undefined
  const icon = file && name ? favicon(file, `/brand/${name}`) : favicon(join(root, 'public', 'favicon.svg'), '/favicon.svg')
  return {
    name: 'owner-brand-assets',
    configureServer(server) {
      if (!file || !name) return
      server.middlewares.use(`/brand/${name}`, (_req, res) => {
        res.setHeader('Content-Type', logoMimeType(name))
        res.end(readFileSync(file))
      })
    },
    // The page's document (src/features/layout/root-document.tsx) reads the icon from these.
    config() {
      return {
        define: {
          'import.meta.env.FAVICON_TYPE': JSON.stringify(icon.type),
          'import.meta.env.FAVICON_HREF': JSON.stringify(icon.href),
        },
      }
    },
    // The empty shell (index.html) shows the same icon before the app draws the page.
    transformIndexHtml: (html) => html.replace('</head>', `  <link rel="icon" type="${icon.type}" href="${icon.href}" />\n  </head>`),
    async generateBundle(options) {
      // The server build renders pages; only the client build publishes files.
      if (!file || !name || (options.dir ?? '').endsWith(join('', 'server'))) return
      for (const published of await publishedLogoFiles(file))
        this.emitFile({ type: 'asset', fileName: published.fileName, source: published.source })
    },
  }
}
