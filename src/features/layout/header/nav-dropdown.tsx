import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { flushSync } from 'react-dom'
import { isNavLinkActive, type NavChild } from '../../../content/navigation'
import type { HeaderToneClasses } from './header-tone-classes'
import { navActiveOptions } from './nav-active-options'
import { useDismiss } from './use-dismiss'

interface NavDropdownProps {
  readonly label: string
  readonly to: string
  readonly items: readonly NavChild[]
  readonly active: boolean
  readonly pathname: string
  readonly tone: HeaderToneClasses
  /** Accessible name of the disclosure button beside the link. */
  readonly toggleLabel: string
}

/** Long enough to cross the gap to the panel, short enough to feel immediate. */
export const hoverCloseDelayMs = 150

interface OpenState {
  /** The page it was opened on: navigating elsewhere closes it without an effect. */
  readonly path: string
  /** Opened by click or keyboard, it stays until dismissed; opened by hover, it follows the pointer. */
  readonly pinned: boolean
}

/**
 * A top-level link with a disclosure button for its sub-pages (the WAI "disclosure navigation"
 * pattern): the link still goes to the section, the button opens the panel. Hovering with a mouse
 * opens it too.
 */
export function NavDropdown({ label, to, items, active, pathname, tone, toggleLabel }: NavDropdownProps) {
  const [state, setState] = useState<OpenState | null>(null)
  if (state !== null && state.path !== pathname) setState(null)
  const open = state !== null && state.path === pathname
  const pinned = open && state.pinned
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  const menuId = useId()

  const cancelPendingClose = () => window.clearTimeout(closeTimer.current)

  function close() {
    cancelPendingClose()
    setState(null)
  }

  function openPinned() {
    cancelPendingClose()
    setState({ path: pathname, pinned: true })
  }

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  useDismiss(open, containerRef, (reason) => {
    const focusWasInside = containerRef.current?.contains(document.activeElement) ?? false
    close()
    if (reason === 'escape' && focusWasInside) buttonRef.current?.focus()
  })

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return
    cancelPendingClose()
    if (!open) setState({ path: pathname, pinned: false })
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse' || pinned) return
    cancelPendingClose()
    closeTimer.current = window.setTimeout(() => setState(null), hoverCloseDelayMs)
  }

  function onToggleClick() {
    if (pinned) close()
    else openPinned()
  }

  function menuLinks(): HTMLAnchorElement[] {
    return Array.from(menuRef.current?.querySelectorAll('a') ?? [])
  }

  function onToggleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown') return
    event.preventDefault()
    flushSync(openPinned)
    menuLinks()[0]?.focus()
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const links = menuLinks()
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = {
      ArrowDown: (current + 1) % links.length,
      ArrowUp: (current - 1 + links.length) % links.length,
      Home: 0,
      End: links.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    links[next]?.focus()
  }

  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget
    if (next instanceof Node && containerRef.current?.contains(next)) return
    if (open) close()
  }

  return (
    <div ref={containerRef} className="relative" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur}>
      <div data-active={active} className={`flex items-center rounded-lg ${active ? tone.navLinkActive : tone.navLink}`}>
        <Link
          to={to}
          activeOptions={navActiveOptions('prefix')}
          aria-current={active ? 'page' : undefined}
          className="rounded-l-lg py-2 pr-0.5 pl-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500">
          {label}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={toggleLabel}
          onClick={onToggleClick}
          onKeyDown={onToggleKeyDown}
          className="flex h-9 w-6 items-center justify-center rounded-r-lg focus-visible:outline-2 focus-visible:outline-brand-500">
          <ChevronDown
            aria-hidden="true"
            className={`h-4 w-4 transition-transform duration-200 motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      <div className={open ? 'absolute top-full left-0 z-10 pt-2 motion-safe:animate-fade-in' : 'hidden'}>
        <ul
          id={menuId}
          ref={menuRef}
          onKeyDown={onMenuKeyDown}
          className="w-80 space-y-1 rounded-xl bg-white p-2 text-slate-900 shadow-xl ring-1 ring-slate-900/10 dark:bg-slate-900 dark:text-slate-100 dark:ring-white/10">
          {items.map((item, index) => {
            const current = isNavLinkActive({ to: item.to, match: 'exact' }, pathname)
            const descriptionId = `${menuId}-description-${index}`
            return (
              // The link is named by its label alone, and its box covers the whole item (::after), so
              // the line under it, read as its description, is outside its name: a name that leaves
              // out words shown inside the link fails WCAG 2.5.3 (axe's label-content-name-mismatch).
              <li
                key={item.to}
                className={`relative rounded-lg px-3 py-2.5 transition-colors hover:bg-slate-100 motion-reduce:transition-none dark:hover:bg-slate-800 ${current ? 'bg-brand-50 dark:bg-brand-500/15' : ''}`}>
                <Link
                  to={item.to}
                  activeOptions={navActiveOptions('exact')}
                  aria-current={current ? 'page' : undefined}
                  aria-describedby={item.description ? descriptionId : undefined}
                  onClick={close}
                  className={`block text-sm font-semibold outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-brand-500 ${current ? 'text-brand-700 dark:text-brand-300' : ''}`}>
                  {item.label}
                </Link>
                {item.description && (
                  <span id={descriptionId} className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                    {item.description}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
