import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { resolveHead } from './page-head'

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector)
  if (!el) {
    el = create()
    document.head.appendChild(el)
  }
  apply(el)
}

/**
 * Keeps title, description and canonical in step with client-side navigation. The first page's
 * tags are already in the prerendered HTML, so this renders nothing and cannot break hydration.
 */
export function useDocumentHead(): void {
  const matches = useRouterState({ select: (state) => state.matches })
  const head = resolveHead(matches)
  useEffect(() => {
    document.title = head.title
    setMeta(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      (el) => el.setAttribute('content', head.description),
    )
    setMeta('meta[property="og:title"]', () => metaProperty('og:title'), (el) => el.setAttribute('content', head.title))
    setMeta('meta[property="og:description"]', () => metaProperty('og:description'), (el) =>
      el.setAttribute('content', head.description),
    )
    if (head.canonical) {
      const href = head.canonical
      setMeta('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (el) =>
        el.setAttribute('href', href),
      )
      setMeta('meta[property="og:url"]', () => metaProperty('og:url'), (el) => el.setAttribute('content', href))
    }
  }, [head.title, head.description, head.canonical])
}

function metaProperty(property: string) {
  const el = document.createElement('meta')
  el.setAttribute('property', property)
  return el
}
