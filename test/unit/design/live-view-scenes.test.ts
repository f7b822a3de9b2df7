import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sceneMarkup } from '../../../src/components/live-view/live-view-scenes'
import type { LiveViewScene } from '../../../src/content/live-view'
import { serviceLiveViews } from '../../../src/content/service-live-views'

const scenesDir = new URL('../../../src/components/live-view/scenes/', import.meta.url)
const scenes = [
  'driveway',
  'front-door',
  'backyard',
  'side-gate',
  'parking-lot',
  'lobby',
  'loading-dock',
  'warehouse-aisle',
] as const satisfies readonly LiveViewScene[]
const read = (scene: string): string => readFileSync(new URL(`${scene}.svg`, scenesDir), 'utf8')

describe('the live-view scenes', () => {
  it('are one SVG file a scene, and no other', () => {
    const onDisk = readdirSync(scenesDir).filter((file) => file.endsWith('.svg'))
    expect(onDisk.sort()).toEqual(scenes.map((scene) => `${scene}.svg`).sort())
    const shown = Object.values(serviceLiveViews).flatMap((view) => view.cameras.map((camera) => camera.scene))
    expect(shown.filter((scene) => !(scenes as readonly string[]).includes(scene))).toEqual([])
  })

  it.each(scenes)('%s.svg opens on its own, in the panel’s 160 by 90 grid', (scene) => {
    const svg = read(scene)
    expect(/^<svg\b[^>]*>/.exec(svg)?.[0]).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90">')
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
  })

  it.each(scenes)('%s.svg is laid out for a designer: one element a line, indented', (scene) => {
    const lines = read(scene).trimEnd().split('\n')
    expect(lines.filter((line) => (line.match(/<[a-zA-Z]/g) ?? []).length > 1)).toEqual([])
    expect(lines.slice(1, -1).every((line) => line.startsWith('  '))).toBe(true)
  })

  // The markup goes into every page that shows the scene, inside a picture hidden from assistive technology.
  it.each(scenes)('%s.svg holds only drawing: no ids, editor metadata, titles or scripts', (scene) => {
    const inner = sceneMarkup(read(scene))
    expect(inner, 'an id would repeat when two tiles show one scene').not.toMatch(/\sid=/)
    expect(inner, 'save as plain SVG').not.toMatch(/<\/?[a-z]+:|\s[a-z]+:[a-z-]+=/i)
    expect(inner, 'a title would pop up over the tile').not.toMatch(/<(title|desc)\b/)
    expect(inner).not.toMatch(/<(script|foreignObject|image|a)\b|\son[a-z]+=|href=/i)
  })

  it('are drawn without their outer svg, comments or layout whitespace', () => {
    const file =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90">\n  <!-- lamp -->\n  <rect width="160" height="90"/>\n  <circle r="2"/>\n</svg>\n'
    expect(sceneMarkup(file)).toBe('<rect width="160" height="90"/><circle r="2"/>')
  })
})
