import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { parseQuoteConfig } from './src/config/quote-config.ts'

/**
 * Preloads the brand font's Latin file from every page, so the text swaps to it before the first
 * paint settles instead of after the stylesheet is parsed.
 */
function preloadBrandFont(): Plugin {
  return {
    name: 'preload-brand-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && /plus-jakarta-sans-latin-wght-normal.*\.woff2$/.test(file.fileName),
        )
        if (!font) throw new Error('The brand font was not emitted: check the @font-face in src/styles.css.')
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // A chosen adapter with a missing variable fails the build here, naming the variable,
  // rather than failing a visitor's quote later.
  parseQuoteConfig(loadEnv(mode, process.cwd(), 'VITE_'))
  return {
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
      react(),
      tailwindcss(),
      preloadBrandFont(),
    ],
    build: {
      // DIST_DIR lets parallel builds (one per engineer or CI job) stay out of each other's way.
      outDir: `${process.env.DIST_DIR ?? 'dist'}/${isSsrBuild ? 'server' : 'client'}`,
      emptyOutDir: true,
      sourcemap: false,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  }
})

