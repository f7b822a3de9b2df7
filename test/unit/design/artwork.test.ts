import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { budgetFor, specs } from '../../../scripts/generate-artwork'
import { serviceCards } from '../../../src/content/services'

const publicDir = new URL('../../../public', import.meta.url).pathname
const demoPictures = (
  parse(readFileSync(new URL('../../../owner/pictures.yaml', import.meta.url), 'utf8')) as {
    pictures: { file: string; alt: string }[]
  }
).pictures

describe('the drawings', () => {
  it.each(specs.map((spec) => [spec.path, spec] as const))('%s stays within its byte budget', (_path, spec) => {
    expect(Buffer.byteLength(spec.draw(spec.title))).toBeLessThanOrEqual(budgetFor(spec))
  })

  it('are published exactly as the generator draws them, so no file in public/ is stale or hand-edited', () => {
    const stale = specs
      .filter((spec) => readFileSync(`${publicDir}${spec.path}`, 'utf8') !== spec.draw(spec.title))
      .map((spec) => spec.path)
    expect(stale).toEqual([])
  })

  it('give each service card the alt text the demo lists for its drawing in owner/pictures.yaml', () => {
    const mismatched = serviceCards
      .map((service) => [service.image.src, service.image.alt, demoPictures.find((p) => p.file === service.image.src)?.alt] as const)
      .filter(([, alt, demo]) => alt !== demo)
    expect(mismatched).toEqual([])
  })
})
