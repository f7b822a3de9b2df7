import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findDemoContent } from '../../../src/content/owner/demo-content'
import { reviewsFileSchema } from '../../../src/content/owner/owner-content-schema'
import { readOwnerContent } from '../../../src/content/owner/read-owner-files'

const root = resolve(import.meta.dirname, '../../..')

describe('where the rating comes from (owner/reviews.yaml source)', () => {
  it('takes a name and a full https address, and nothing else', () => {
    const ok = { source: { name: 'Google', url: 'https://g.page/r/lakeside-guard/review' }, reviews: [] }
    expect(reviewsFileSchema.safeParse(ok).success).toBe(true)
    expect(reviewsFileSchema.safeParse({ ...ok, source: { name: 'Google', url: 'http://g.page/x' } }).success).toBe(false)
    expect(reviewsFileSchema.safeParse({ ...ok, source: { name: '', url: 'https://g.page/x' } }).success).toBe(false)
    expect(reviewsFileSchema.safeParse({ reviews: [] }).success).toBe(true)
  })

  it('is the demo’s example page, which the publish check names with its file and line', () => {
    const content = readOwnerContent(root)
    expect(content.reviewsSource?.url).toMatch(/^https:\/\/[^/]*\.example\//)
    const named = findDemoContent(content, root).filter((item) => item.item.includes(content.reviewsSource?.url ?? '?'))
    expect(named).toHaveLength(1)
    expect(named[0]).toMatchObject({ file: 'owner/reviews.yaml' })
    expect(named[0]?.line).toBeGreaterThan(1)
  })
})
