import { HeadContent } from '@tanstack/react-router'
import brandFontUrl from '../../assets/generated/brand-font.woff2?url'
import stylesUrl from '../../styles.css?url'
import firstPictureScript from './pre-paint/first-picture.js?raw'
import themeScript from './pre-paint/theme.js?raw'
import type { ReactNode } from 'react'
import { useInitialTheme } from '../theme'
import { AppErrorFallback } from './app-error-fallback'
import { RootLayout } from './root-layout'

/**
 * A script the page runs before its first paint, written by the prerender only: hydration leaves
 * it in place (React keeps what it did not render at the end of <head>), and in a page the app
 * draws itself it would come too late and would not run. So its code stays out of the app's bundle.
 */
const PrePaintScript = ({ code }: { code: string }) => (import.meta.env.SSR ? <script dangerouslySetInnerHTML={{ __html: code }} /> : null)

/**
 * The whole page, as the router's SSR examples render it: the root route draws <html>, the
 * site's fixed head, each route's own head (`<HeadContent />`), then the body. React puts the
 * charset, preloads and stylesheet first in <head>.
 */
function Document({ children }: { children: ReactNode }) {
  useInitialTheme()
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" type={import.meta.env.FAVICON_TYPE ?? 'image/svg+xml'} href={import.meta.env.FAVICON_HREF ?? '/favicon.svg'} />
        <link rel="preload" href={brandFontUrl} as="font" type="font/woff2" crossOrigin="" />
        <link rel="stylesheet" href={stylesUrl} precedence="default" />
        <HeadContent />
        {/* After the route's JSON-LD blocks: hydration matches the inline scripts of <head> in
            order, and passes over those the browser's render leaves out only at the end. */}
        <PrePaintScript code={themeScript} />
        <PrePaintScript code={firstPictureScript} />
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  )
}

export const RootDocument = () => (
  <Document>
    <RootLayout />
  </Document>
)

/** The router's last resort when the layout itself throws: the fallback, still a whole page. */
export const RootErrorDocument = () => (
  <Document>
    <AppErrorFallback />
  </Document>
)
