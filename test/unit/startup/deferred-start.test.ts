import { describe, expect, it } from 'vitest'
import { pageLoaderCode } from '../../../scripts/build/page-loader-code'
import { appHydratedEvent, appHydratingEvent, pageStartPlanId } from '../../../src/startup/app-start-events'
import { deferAppStart, entryUrl, routeChunks, routeSourceFile, startChunks } from '../../../src/startup/deferred-start'

const rendered = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Page</title><link rel="stylesheet" href="/assets/styles-jkl.css" data-precedence="default"/></head><body><div id="root">${body}</div></body></html>`

const loaderCode = '/* the page loader */'
const start = { entry: '/assets/index-abc.js', chunks: ['/assets/jsx-runtime-def.js', '/assets/router-ghi.js'] }

const startPlan = (html: string): { entry: string; chunks: string[] } | null =>
  JSON.parse(new RegExp(`<script type="application/json" id="${pageStartPlanId}">(.*?)</script>`).exec(html)?.[1] ?? 'null')
const chunkList = (html: string) => startPlan(html)?.chunks

describe('deferAppStart', () => {
  it('ends the head with one inline loader and its plan, and leaves the rest of the page as it was', () => {
    const html = deferAppStart(rendered('<h1>Home</h1>'), loaderCode, start)
    expect(html).not.toMatch(/<script[^>]+src=/)
    const loaders = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
    expect(loaders.map((loader) => loader[1])).toEqual([loaderCode])
    expect(startPlan(html)).toEqual(start)
    expect(html).toContain(`<script type="module">${loaderCode}</script></head>`)
    expect(html.replace(/<script[\s\S]*<\/script>/, '')).toBe(rendered('<h1>Home</h1>'))
  })

  it('writes the same loader on every page, so the security policy needs one hash for it', () => {
    const loader = (html: string) => /<script type="module">[\s\S]*?<\/script>/.exec(html)?.[0]
    const one = deferAppStart(rendered('<h1>One</h1>'), loaderCode, { ...start, chunks: [...start.chunks, '/assets/one-route.js'] })
    const two = deferAppStart(rendered('<h1>Two</h1>'), loaderCode, { ...start, chunks: [...start.chunks, '/assets/two-route.js'] })
    expect(loader(one)).toBe(loader(two))
    expect(chunkList(one)).toContain('/assets/one-route.js')
    expect(chunkList(two)).toContain('/assets/two-route.js')
  })

  it('lists each chunk once, and escapes what could end the list early', () => {
    const chunks = [...start.chunks, '/assets/router-ghi.js', '/assets/</script>.js']
    const html = deferAppStart(rendered('<h1>One</h1>'), loaderCode, { ...start, chunks })
    expect(chunkList(html)).toEqual(['/assets/jsx-runtime-def.js', '/assets/router-ghi.js', '/assets/</script>.js'])
    expect(html.match(/<\/script>/g)).toHaveLength(2)
  })

  it('refuses a page with no head to start from', () => {
    expect(() => deferAppStart('<p>Plain</p>', loaderCode, start)).toThrow(/no <\/head>/)
  })
})

describe('entryUrl', () => {
  it('names the entry module of the build, and fails when the manifest has none', () => {
    expect(entryUrl({ 'index.html': { file: 'assets/index-abc.js', isEntry: true }, 'src/x.ts': { file: 'assets/x.js' } })).toBe(
      '/assets/index-abc.js',
    )
    expect(() => entryUrl({ 'src/x.ts': { file: 'assets/x.js' } })).toThrow(/no entry/)
  })
})

describe('pageLoaderCode', () => {
  it("compiles the page loader into one self-contained script that speaks the app's start-up events", () => {
    const code = pageLoaderCode()
    // Bundled: nothing left to import but the entry, which the plan names at run time.
    expect(code).not.toMatch(/\bimport\s*["'{*]|\bexport\b/)
    expect(code).toContain('import(')
    expect(code).toContain(JSON.stringify(pageStartPlanId))
    expect(code).toContain(JSON.stringify(appHydratingEvent))
    expect(code).toContain(JSON.stringify(appHydratedEvent))
    expect(code).not.toMatch(/<\/script/i)
    expect(pageLoaderCode()).toBe(code)
  })
})

describe('startChunks', () => {
  it('lists what the entry starts with everything those chunks import, and not what they load later', () => {
    const manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['react-dom/client.js', 'src/app/start-client.tsx'] },
      'react-dom/client.js': { file: 'assets/client-b.js', imports: ['_react.js', 'index.html'] },
      'src/app/start-client.tsx': {
        file: 'assets/start-client-c.js',
        imports: ['_react.js', '_router.js'],
        dynamicImports: ['src/routes/index.tsx', 'src/quote/wiring/create-quote-container.ts'],
      },
      '_react.js': { file: 'assets/react-d.js' },
      '_router.js': { file: 'assets/router-e.js', imports: ['_react.js'] },
      'src/routes/index.tsx': { file: 'assets/index-route-f.js' },
      'src/quote/wiring/create-quote-container.ts': { file: 'assets/create-quote-container-g.js' },
    }
    expect(startChunks(manifest).sort()).toEqual(
      ['/assets/client-b.js', '/assets/index-a.js', '/assets/react-d.js', '/assets/router-e.js', '/assets/start-client-c.js'].sort(),
    )
  })

  it('finds nothing without an entry', () => {
    expect(startChunks({})).toEqual([])
  })
})

describe('routeChunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    'src/routes/index.tsx?tsr-split=component---loader': { file: 'assets/routes-b.js', imports: ['_shared.js', 'index.html'] },
    'src/routes/case-studies/index.tsx?tsr-split=component---loader': { file: 'assets/case-studies-c.js', imports: ['_shared.js'] },
    'src/routes/case-studies/$slug.tsx?tsr-split=component---loader': { file: 'assets/slug-d.js', imports: ['_card.js'] },
    'src/routes/case-studies/$slug.tsx?tsr-split=errorComponent': { file: 'assets/slug-error-e.js' },
    '_shared.js': { file: 'assets/shared-f.js' },
    '_card.js': {
      file: 'assets/card-g.js',
      imports: ['_shared.js'],
      dynamicImports: ['src/content/pages/first-study.ts', 'src/content/pages/second-study.ts'],
    },
    'src/content/pages/first-study.ts': { file: 'assets/first-study-h.js', imports: ['_card.js', '_figures.js'] },
    'src/content/pages/second-study.ts': { file: 'assets/second-study-i.js', imports: ['_card.js'] },
    '_figures.js': { file: 'assets/figures-j.js' },
  }

  it('names the source file of a route, an index route by its folder', () => {
    expect(routeSourceFile('/')).toBe('src/routes/index.tsx')
    expect(routeSourceFile('/case-studies/')).toBe('src/routes/case-studies/index.tsx')
    expect(routeSourceFile('/case-studies/$slug')).toBe('src/routes/case-studies/$slug.tsx')
  })

  it('lists the component chunk of every matched route with what it imports, leaving out the root and the error views', () => {
    expect(routeChunks(manifest, ['__root__', '/case-studies/$slug']).sort()).toEqual(
      ['/assets/card-g.js', '/assets/shared-f.js', '/assets/slug-d.js'].sort(),
    )
    expect(routeChunks(manifest, ['__root__', '/']).sort()).toEqual(
      ['/assets/index-a.js', '/assets/routes-b.js', '/assets/shared-f.js'].sort(),
    )
  })

  it('adds the content its loader loads for the page: the chunk its code imports lazily from a file named after a path parameter', () => {
    expect(routeChunks(manifest, ['__root__', '/case-studies/$slug'], { slug: 'first-study' }).sort()).toEqual(
      ['/assets/card-g.js', '/assets/shared-f.js', '/assets/slug-d.js', '/assets/first-study-h.js', '/assets/figures-j.js'].sort(),
    )
    expect(routeChunks(manifest, ['__root__', '/case-studies/$slug'], { slug: 'second-study' })).not.toContain('/assets/first-study-h.js')
    expect(routeChunks(manifest, ['__root__', '/case-studies/$slug'], { slug: 'no-such-study' }).sort()).toEqual(
      ['/assets/card-g.js', '/assets/shared-f.js', '/assets/slug-d.js'].sort(),
    )
  })

  it('fails for a route the manifest has no chunk for, rather than leave its page a round trip behind', () => {
    expect(() => routeChunks(manifest, ['__root__', '/nowhere'])).toThrow(/No code-split chunk for route \/nowhere/)
  })
})
