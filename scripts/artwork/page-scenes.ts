/**
 * The insights article banner, the about page story picture and the favicon.
 */
import { FOLIAGE, HILL, P, evening, moon, svg } from './palette'
import { at, circle, ellipse, escapeXml, path, rect, stroke } from './svg-markup'
import { shieldMark } from './equipment'
import { dusk } from './case-study-scenes'
import { stars, tree, windows } from './scenery'
import { finishedHome, homeDefs, serviceVan } from './homes'

export function insightsHero(title: string): string {
  const badge = (x: number, y: number, icon: string): string => circle(x, y, 46, P.navy, stroke(P.blue5, 4)) + at(x, y, 1, icon)
  return svg(
    1600,
    700,
    title,
    rect(0, 0, 1600, 700, 'url(#sky)') +
      stars(16, 1600, 400, 17) +
      path('M420 620A380 380 0 0 1 1180 620', 'url(#glowB)', { opacity: 0.5 }) +
      path('M420 620A380 380 0 0 1 1180 620', 'none', stroke(P.blue5, 6, { 'stroke-dasharray': '2 16', 'stroke-linecap': 'round' })) +
      finishedHome(560, 620, 0.62, 'far') +
      rect(0, 620, 1600, 80, '#081528') +
      tree(260, 630, 1.5, '#0a1d38') +
      tree(1360, 630, 1.4, '#0a1d38') +
      badge(320, 250, circle(0, 0, 18, 'none', stroke(P.white, 5)) + circle(0, 0, 6, P.blue5)) +
      badge(520, 120, path('M8-22a22 22 0 1 0 14 30A18 18 0 0 1 8-22z', P.amber2)) +
      badge(1080, 120, path('M-22 0h10l6-14 10 28 6-14h12', 'none', stroke(P.white, 5, { 'stroke-linejoin': 'round' }))) +
      badge(1280, 250, rect(-13, -22, 26, 44, 'none', { ...stroke(P.white, 4), rx: 5 }) + circle(0, 14, 3, P.white)) +
      badge(
        1440,
        440,
        path(
          'M-20 16l14-14 10 10 18-20M8-10h12v12',
          'none',
          stroke(P.amber3, 5, { 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
        ),
      ) +
      badge(160, 440, path('M-10-6h20v20h-20zM-6-6v-8a6 6 0 0 1 12 0v8', 'none', stroke(P.white, 4))),
    dusk() + homeDefs(),
  )
}
export function aboutStory(title: string): string {
  const defs = evening()
  const shop = (x: number, w: number, h: number, body: string, awning: string, seed: number): string =>
    rect(x, 430 - h, w, h, body) +
    rect(x - 4, 420 - h, w + 8, 12, P.s7) +
    windows(x + 16, 450 - h, Math.floor((w - 20) / 44), 1, 30, 46, 14, seed, 0.5) +
    rect(x + 10, 330, w - 20, 100, P.navy) +
    rect(x + 20, 344, w - 80, 86, 'url(#win)') +
    rect(x + w - 52, 344, 32, 86, P.blue) +
    rect(x + 6, 318, w - 12, 18, awning)
  return svg(
    800,
    600,
    title,
    rect(0, 0, 800, 600, 'url(#sky)') +
      moon(660, 90, 36) +
      stars(20, 800, 200, 15) +
      path('M0 330q200-50 400-20t400-10V430H0z', HILL) +
      shop(20, 190, 230, P.s5, P.amber, 1) +
      shop(220, 190, 270, '#2c4a74', P.blue, 2) +
      shop(420, 170, 210, P.s4, P.blue5, 3) +
      shop(600, 190, 250, '#3d5a86', P.amber, 4) +
      shieldMark(315, 272, 1.2, P.white) +
      rect(0, 430, 800, 36, P.s7) +
      rect(0, 466, 800, 134, P.s8) +
      ellipse(400, 430, 420, 40, 'url(#glow)', { opacity: 0.35 }) +
      path('M0 540h800', 'none', stroke(P.white, 5, { 'stroke-dasharray': '40 30', opacity: 0.7 })) +
      tree(120, 440, 1, FOLIAGE) +
      tree(700, 440, 0.95, FOLIAGE) +
      rect(560, 360, 6, 70, P.s6) +
      rect(548, 352, 30, 12, P.s6, { rx: 4 }) +
      circle(563, 366, 40, 'url(#glow)') +
      serviceVan(230, 540, 0.7),
    defs,
  )
}
export function favicon(title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title>` +
    path('M32 3L56 11V29C56 45 46 56 32 61C18 56 8 45 8 29V11z', P.blue) +
    path('M32 3L56 11V29C56 45 46 56 32 61z', P.blue5, { opacity: 0.35 }) +
    circle(32, 30, 13, P.navy) +
    circle(32, 30, 7.5, P.blue5) +
    circle(29, 27, 2.6, P.white) +
    '</svg>\n'
  )
}
