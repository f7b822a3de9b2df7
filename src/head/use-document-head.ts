import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { documentHead, headTags, type HeadTag } from './page-head'

/** Every head element the page tags own; the viewport and colour-scheme tags belong to index.html. */
const managedElements = 'meta[name]:not([name="viewport"]):not([name="color-scheme"]), meta[property], link[rel="canonical"]'

/** Sets one tag, creating its element if the head has none, and returns the element. */
function apply(tag: Exclude<HeadTag, { tag: 'title' }>): Element {
  const selector = tag.tag === 'meta' ? `meta[${tag.key}="${tag.id}"]` : `link[rel="${tag.rel}"]`
  let element = document.head.querySelector(selector)
  if (!element) {
    element = document.createElement(tag.tag)
    if (tag.tag === 'meta') element.setAttribute(tag.key, tag.id)
    else element.setAttribute('rel', tag.rel)
    document.head.appendChild(element)
  }
  if (tag.tag === 'meta') element.setAttribute('content', tag.content)
  else element.setAttribute('href', tag.href)
  return element
}

/**
 * Keeps the head's tags in step with client-side navigation, from the same list the prerender
 * writes. The first page's tags are already in the HTML, so this renders nothing and cannot break
 * hydration. Tags the new page does not have (the canonical link, on the not-found page) go.
 */
export function useDocumentHead(): void {
  const matches = useRouterState({ select: (state) => state.matches })
  const head = documentHead(matches)
  const page = head.kind === 'page' ? head.meta.path : 'not-found'
  useEffect(() => {
    const kept = new Set<Element>()
    for (const tag of headTags(head)) {
      if (tag.tag === 'title') document.title = tag.text
      else kept.add(apply(tag))
    }
    for (const element of document.head.querySelectorAll(managedElements)) if (!kept.has(element)) element.remove()
    // The head changes only when the page does; the matches array is new on every router update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page])
}
