import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { parseQuoteConfig } from './src/quote/wiring/quote-config.ts'
import { fallbackSiteUrl, parseSiteUrl } from './src/config/site-url.ts'
import { minifyPublicSvgPlugin } from './scripts/build/minify-svg.ts'
import { ownerBrandAssets } from './scripts/build/owner-brand-assets.ts'
import { ownerContentPlugin } from './scripts/build/owner-content-plugin.ts'
import { gateOwnerProfile } from './scripts/build/owner-profile-gate.ts'

/** Says, once per production build, that the published URLs will name a placeholder domain. */
function warnAboutMissingSiteUrl(): void {
  const line = '!'.repeat(78)
  console.warn(
    `\n${line}\n  SITE_URL is not set. Canonical links, sitemap.xml, robots.txt and Open Graph tags\n` +
      `  will point at ${fallbackSiteUrl}. Set SITE_URL=https://your-domain before\n  publishing (see .env.example).\n${line}\n`,
  )
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A chosen adapter with a missing variable fails the build here, naming the variable,
  // rather than failing a visitor's quote later.
  const env = loadEnv(mode, process.cwd(), '')
  parseQuoteConfig(env)
  const configuredSiteUrl = env.SITE_URL
  const siteUrl = parseSiteUrl(configuredSiteUrl)
  // A wrong field in owner/profile.json, or a demo value in a build for a real domain, stops the
  // build here with the file and field to change.
  let ownerProfile
  try {
    ownerProfile = gateOwnerProfile(configuredSiteUrl).profile
  } catch (error) {
    // The owner reads this, not a developer: the message alone, without a stack trace.
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  if (command === 'build' && mode === 'production' && !isSsrBuild && !configuredSiteUrl?.trim()) warnAboutMissingSiteUrl()
  return {
    define: {
      'import.meta.env.SITE_URL': JSON.stringify(siteUrl),
      'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    },
    plugins: [
      // The router plugin must run before React's so route files are split before JSX transforms.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader travels with its component, so the page copy it reads loads with the
        // page instead of riding in the first page's bundle.
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
        quoteStyle: 'single',
        semicolons: false,
      }),
      ownerContentPlugin(),
      react(),
      tailwindcss(),
      ownerBrandAssets(ownerProfile),
      minifyPublicSvgPlugin(),
    ],
    build: {
      // DIST_DIR lets parallel builds (one per engineer or CI job) stay out of each other's way.
      outDir: `${process.env.DIST_DIR ?? 'dist'}/${isSsrBuild ? 'server' : 'client'}`,
      emptyOutDir: true,
      // The prerender reads which chunks the entry starts, so each page's loader can fetch them all at once.
      manifest: !isSsrBuild,
      // The font is preloaded by its URL, and a photo in a srcset must stay a file the browser picks by width.
      assetsInlineLimit: (file: string) => (file.endsWith('brand-font.woff2') || file.includes('/generated/photos/') ? false : undefined),
      sourcemap: false,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  }
})
