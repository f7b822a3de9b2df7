import { describe, expect, it } from 'vitest'
import { appHydratedEvent, appHydratingEvent, deferAppStart, startChunks } from '../../../src/app/deferred-start'

const built = (body: string) => `<!doctype html>
<html lang="en">
  <head>
    <title>Page</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body><div id="root">${body}</div></body>
</html>`

describe('deferAppStart', () => {
  it('replaces the entry script and its preloads with one inline loader and keeps the stylesheet', () => {
    const html = deferAppStart(built('<h1>Home</h1>'))
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">')
    const loaders = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
    expect(loaders).toHaveLength(1)
    const loader = loaders[0]?.[1] ?? ''
    expect(loader).toContain('import("/assets/index-abc.js")')
    expect(loader).toContain('["/assets/jsx-runtime-def.js","/assets/router-ghi.js"]')
    expect(loader).toContain(JSON.stringify(appHydratingEvent))
    expect(loader).toContain(JSON.stringify(appHydratedEvent))
    expect(html).toContain('<div id="root"><h1>Home</h1></div>')
  })

  it('writes the same loader on every page, so the security policy needs one hash for it', () => {
    const loader = (html: string) => /<script type="module">[\s\S]*?<\/script>/.exec(html)?.[0]
    expect(loader(deferAppStart(built('<h1>One</h1>')))).toBe(loader(deferAppStart(built('<h1>Two</h1>'))))
  })

  it('leaves a page without the app entry alone', () => {
    const page = '<!doctype html><html><head><title>Plain</title></head><body></body></html>'
    expect(deferAppStart(page)).toBe(page)
  })
})

describe('startChunks', () => {
  it('lists what the entry starts with everything those chunks import, and not what they load later', () => {
    const manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['react-dom/client.js', 'src/app/start-client.tsx'] },
      'react-dom/client.js': { file: 'assets/client-b.js', imports: ['_react.js', 'index.html'] },
      'src/app/start-client.tsx': { file: 'assets/start-client-c.js', imports: ['_react.js', '_router.js'], dynamicImports: ['src/routes/index.tsx', 'src/app/quote-wiring.ts'] },
      '_react.js': { file: 'assets/react-d.js' },
      '_router.js': { file: 'assets/router-e.js', imports: ['_react.js'] },
      'src/routes/index.tsx': { file: 'assets/index-route-f.js' },
      'src/app/quote-wiring.ts': { file: 'assets/quote-wiring-g.js' },
    }
    expect(startChunks(manifest).sort()).toEqual(
      ['/assets/client-b.js', '/assets/index-a.js', '/assets/react-d.js', '/assets/router-e.js', '/assets/start-client-c.js'].sort(),
    )
  })

  it('finds nothing without an entry', () => {
    expect(startChunks({})).toEqual([])
  })
})
