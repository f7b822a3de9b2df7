// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppErrorFallback } from '../../../src/features/layout/app-error-fallback'
import { company } from '../../../src/content/company'
import { notFoundPage, routerFallback } from '../../../src/content/not-found'

describe('the not-found copy', () => {
  it('uses the spec’s heading, message and link text word for word', () => {
    expect(notFoundPage.title).toBe('Page Not Found')
    expect(notFoundPage.message).toBe("We're sorry, but the page you are looking for does not exist or has been moved.")
    expect(notFoundPage.homeLinkText).toBe('Return to Home')
    expect(notFoundPage.homeLinkTo).toBe('/')
  })

  it('suggests distinct popular pages, none of them the page that was not found', () => {
    const paths = notFoundPage.popularPages.map((page) => page.to)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.length).toBeGreaterThanOrEqual(4)
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+$/)
  })
})

describe('the router fallback', () => {
  afterEach(cleanup)

  it('says Unexpected Application Error! as its heading', () => {
    expect(routerFallback.heading).toBe('Unexpected Application Error!')
    render(<AppErrorFallback />)
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeDefined()
  })

  it('offers a reload button, a way home and the phone number', () => {
    render(<AppErrorFallback />)
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(company.phoneHref)
  })
})
