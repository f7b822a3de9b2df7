/**
 * The owner's editor page (npm run edit): Decap CMS over the files in owner/, with the
 * configuration scripts/launch/edit-config.ts generates from the build's schemas. Bundled by
 * scripts/launch/edit.ts on its own; the public site never loads it.
 */
import CMS from 'decap-cms-app'

declare global {
  interface Window {
    ownerEditorConfig: NonNullable<Parameters<typeof CMS.init>[0]>['config']
  }
}

/** `#/collections/profile/entries/profile` → "profile/profile"; any other page → undefined. */
function entryOf(hash: string): string | undefined {
  const match = /^#\/collections\/([^/?]+)\/entries\/([^?]+)/.exec(hash)
  return match ? `${match[1]}/${match[2]}` : undefined
}

/**
 * Decap keeps its form on screen when the address changes from one entry straight to another
 * (an address typed or pasted, the browser's back button) and never loads the new entry: the
 * form comes up empty, as if the file had been lost (decap-cms issue 4147). The page is loaded
 * afresh instead, which loads the entry; Decap itself asks first when there are unsaved changes.
 * Registered before Decap starts, so it runs before Decap's own router sees the change.
 */
let shownEntry = entryOf(window.location.hash)
window.addEventListener('hashchange', () => {
  const next = entryOf(window.location.hash)
  if (shownEntry !== undefined && next !== undefined && next !== shownEntry) window.location.reload()
  shownEntry = next
})

/**
 * Decap's buttons on a list entry's bar are bare icons (fold, drag, ×). The × gets a name with
 * the entry's own words, "Remove North Carolina · …", for screen readers and as a tooltip, so an
 * owner sees that it takes the whole entry (a state with all its cities) in one click.
 */
function nameListButtons(): void {
  for (const bar of document.querySelectorAll<HTMLElement>('[class*="StyledListItemTopBar"]')) {
    const buttons = bar.querySelectorAll<HTMLButtonElement>(':scope > button')
    const summary = bar.nextElementSibling?.textContent?.trim() || 'this entry'
    const [toggle, remove] = [buttons[0], buttons.length > 1 ? buttons[buttons.length - 1] : undefined]
    for (const [button, name] of [
      [toggle, `Open or fold ${summary}`],
      [remove, `Remove ${summary}`],
    ] as const) {
      if (button && button.getAttribute('aria-label') !== name) {
        button.setAttribute('aria-label', name)
        button.title = name
      }
    }
  }
}
new MutationObserver(nameListButtons).observe(document.body, { childList: true, subtree: true, characterData: true })

CMS.init({ config: window.ownerEditorConfig })
