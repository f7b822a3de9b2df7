import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import publishedMetrics from '../../fixtures/font-metrics.json'

// The three fonts' published metrics, copied from @capsizecss/metrics (the fixture names the
// version): installing the whole collection for them added 29,597 files to every `npm ci`.
const { plusJakartaSans, arial, roboto } = publishedMetrics

const css = readFileSync(new URL('../../../src/styles.css', import.meta.url), 'utf8')

function fontFace(family: string): string {
  const face = css.split('@font-face').find((block) => block.includes(`font-family: '${family}'`))
  if (!face) throw new Error(`No @font-face for ${family} in src/styles.css`)
  return face.slice(0, face.indexOf('}'))
}

const percent = (face: string, property: string) => {
  const match = new RegExp(`${property}:\\s*([\\d.]+)%`).exec(face)
  if (!match?.[1]) throw new Error(`${property} missing`)
  return Number(match[1])
}

describe('the brand font', () => {
  it('is self-hosted, Latin only, swapped in, and first in the sans stack', () => {
    const face = fontFace('Plus Jakarta Sans Variable')
    expect(face).toContain('font-display: swap')
    expect(face).toMatch(/url\('\.\/assets\/generated\/brand-font\.woff2'\)/)
    expect(css).not.toMatch(/https?:\/\//)
    expect(css).toMatch(/--font-sans:\s*'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback',/)
  })

  it.each([
    ['Plus Jakarta Sans Fallback', 'Arial', arial],
    ['Plus Jakarta Sans Fallback Roboto', 'Roboto', roboto],
  ] as const)('%s: a local %s scaled to the same width and line metrics, so the swap shifts nothing', (family, local, metrics) => {
    const face = fontFace(family)
    expect(face).toContain(`local('${local}')`)
    const sizeAdjust = plusJakartaSans.xWidthAvg / plusJakartaSans.unitsPerEm / (metrics.xWidthAvg / metrics.unitsPerEm)
    expect(percent(face, 'size-adjust')).toBeCloseTo(sizeAdjust * 100, 1)
    expect(percent(face, 'ascent-override')).toBeCloseTo((plusJakartaSans.ascent / plusJakartaSans.unitsPerEm / sizeAdjust) * 100, 1)
    expect(percent(face, 'descent-override')).toBeCloseTo((-plusJakartaSans.descent / plusJakartaSans.unitsPerEm / sizeAdjust) * 100, 1)
    expect(percent(face, 'line-gap-override')).toBeCloseTo((plusJakartaSans.lineGap / plusJakartaSans.unitsPerEm / sizeAdjust) * 100, 1)
  })
})
