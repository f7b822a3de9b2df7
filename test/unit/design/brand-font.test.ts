import { readFileSync } from 'node:fs'
import arial from '@capsizecss/metrics/arial'
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans'
import { describe, expect, it } from 'vitest'

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
    expect(face).toMatch(/url\('@fontsource-variable\/plus-jakarta-sans\/files\/plus-jakarta-sans-latin-wght-normal\.woff2'\)/)
    expect(css).not.toMatch(/https?:\/\//)
    expect(css).toMatch(/--font-sans: 'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Fallback',/)
  })

  it('falls back to a local Arial scaled to the same width and line metrics, so the swap shifts nothing', () => {
    const face = fontFace('Plus Jakarta Sans Fallback')
    expect(face).toMatch(/local\('Arial'\)/)
    const sizeAdjust =
      plusJakartaSans.xWidthAvg / plusJakartaSans.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm)
    expect(percent(face, 'size-adjust')).toBeCloseTo(sizeAdjust * 100, 1)
    expect(percent(face, 'ascent-override')).toBeCloseTo((plusJakartaSans.ascent / plusJakartaSans.unitsPerEm / sizeAdjust) * 100, 1)
    expect(percent(face, 'descent-override')).toBeCloseTo((-plusJakartaSans.descent / plusJakartaSans.unitsPerEm / sizeAdjust) * 100, 1)
    expect(percent(face, 'line-gap-override')).toBeCloseTo((plusJakartaSans.lineGap / plusJakartaSans.unitsPerEm / sizeAdjust) * 100, 1)
  })
})
