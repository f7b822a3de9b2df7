/**
 * Draws every illustration the site ships (hero slides, service, product, case-study, insights and
 * about artwork, and the favicon) as compact SVG from geometric primitives, so the repository owns
 * its images outright and they can be regenerated or restyled in one place.
 *
 * Run: node --import tsx scripts/generate-artwork.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { aboutStory, favicon, insightsHero } from './artwork/page-scenes'
import {
  csArena,
  csBank,
  csCasino,
  csCity,
  csHealthcare,
  csHomeNight,
  csIndustrial,
  csLogistics,
  csParking,
  csRetail,
  csSchool,
} from './artwork/case-study-scenes'
import {
  prodAccess,
  prodAccessories,
  prodCameras,
  prodDoorbells,
  prodIntercom,
  prodProX,
  prodRecorders,
  prodSoftware,
} from './artwork/product-shots'
import { slide1, slide2, slide3, slide4, slide5, slide6 } from './artwork/hero-slides'
import { svcAccess, svcAi, svcDoorbells, svcInstallation, svcMonitoring, svcWireless } from './artwork/service-scenes'

export interface ArtworkEntry {
  /** Public URL path, as the content modules reference it (the file lives under public/). */
  readonly path: string
  readonly width: number
  readonly height: number
  /** Also written as the SVG's <title>; a sensible default alt text. */
  readonly title: string
}

interface WrittenArtwork extends ArtworkEntry {
  readonly bytes: number
  readonly budgetBytes: number
}

export interface ArtworkSpec extends ArtworkEntry {
  readonly draw: (title: string) => string
}

const hero = (n: number, title: string, draw: (title: string) => string): ArtworkSpec => ({
  path: `/images/hero/slide-${n}.svg`,
  width: 1600,
  height: 900,
  title,
  draw,
})
const service = (slug: string, title: string, draw: (title: string) => string): ArtworkSpec => ({
  path: `/images/services/${slug}.svg`,
  width: 800,
  height: 600,
  title,
  draw,
})
const product = (slug: string, title: string, draw: (title: string) => string): ArtworkSpec => ({
  path: `/images/products/${slug}.svg`,
  width: 800,
  height: 600,
  title,
  draw,
})
const caseStudy = (slug: string, title: string, draw: (title: string) => string): ArtworkSpec => ({
  path: `/images/case-studies/${slug}.svg`,
  width: 1600,
  height: 700,
  title,
  draw,
})

export const specs: readonly ArtworkSpec[] = [
  hero(
    1,
    'A finished job at dusk: a two-story home with cameras under both eaves, a floodlight camera over the garage and a video doorbell, the installer’s van at the curb and the technician showing the homeowner the app',
    slide1,
  ),
  hero(2, 'A small-town storefront in the evening with bullet cameras covering the entrance and the sidewalk', slide2),
  hero(3, 'A monitoring room with a wall of screens showing live camera feeds from several sites', slide3),
  hero(4, 'An access-control keypad and card reader beside a secured glass office door', slide4),
  hero(5, 'A video doorbell beside a front door with a package on the porch and a phone showing the live view', slide5),
  hero(6, 'A camera feed of a parking lot with AI detection boxes labeling people and a vehicle', slide6),
  service(
    'security-camera-installation',
    'Technician on a ladder fitting a turret camera under the eave of a sided home, with the company van parked in the driveway',
    svcInstallation,
  ),
  service(
    'cctv-monitoring-systems',
    'Technician with a tablet beside an equipment rack holding a PoE switch, two network video recorders and a backup power unit, under a wall screen of four live camera feeds',
    svcMonitoring,
  ),
  service(
    'wireless-security-cameras',
    'Wireless security camera on a backyard fence post sending its picture over Wi-Fi, as a technician checks its view on a tablet',
    svcWireless,
  ),
  service(
    'video-doorbells',
    'Video doorbell beside a home’s front door, with a package on the step and a technician holding a tablet',
    svcDoorbells,
  ),
  service('access-control', 'Employee presenting a keycard to an access control reader beside an office door', svcAccess),
  service(
    'ai-enhanced-security',
    'Camera under the eave of a garage outlining a car in the driveway as a vehicle and someone walking up as a person',
    svcAi,
  ),
  product('security-cameras', 'Dome, bullet and turret security cameras side by side', prodCameras),
  product('pro-x-series', 'Premium bullet camera mounted on a commercial building', prodProX),
  product('video-recorders', 'Equipment rack with two network video recorders, their hard drive bays and a PoE switch', prodRecorders),
  product('access-control', 'Keypad and card reader mounted beside a commercial glass door, with a keycard and fob', prodAccess),
  product('intercom', 'Video intercom entry station at a building entrance with an indoor monitor', prodIntercom),
  product('accessories', 'Network switch, cable spools, junction box and camera mount', prodAccessories),
  product('control-software', 'Laptop and phone showing a security camera management dashboard', prodSoftware),
  product('video-doorbells', 'Video doorbell mounted beside a front door, with its indoor chime', prodDoorbells),
  caseStudy(
    'home-cctv-night-vision',
    'A suburban street at night, with cameras on each home throwing infrared light over its driveway and front porch',
    csHomeNight,
  ),
  caseStudy(
    'city-wide-surveillance',
    'A city skyline with cameras on streetlights, linked by network lines to a crime center video wall',
    csCity,
  ),
  caseStudy(
    'retail-loss-prevention',
    'Store checkout lanes watched by ceiling cameras, with a dashboard showing shrinkage falling from 3.1% to 1.2%',
    csRetail,
  ),
  caseStudy(
    'k12-school-safety',
    'A school with a secured front vestibule, a video intercom at the door and cameras covering the bus loop',
    csSchool,
  ),
  caseStudy(
    'industrial-quality-control',
    'A factory conveyor line under overhead inspection cameras, with a box marking a defective part',
    csIndustrial,
  ),
  caseStudy(
    'healthcare-facility-monitoring',
    'A hospital corridor with ceiling cameras and a nurse at an observation station viewing patient room feeds',
    csHealthcare,
  ),
  caseStudy(
    'sports-arena-crowd-management',
    'A stadium entry plaza with fans in queues, overhead cameras and a crowd-density heat map on a screen',
    csArena,
  ),
  caseStudy(
    'financial-institution-security',
    'A bank branch with cameras above the teller line and an ATM, connected to a security operations screen',
    csBank,
  ),
  caseStudy(
    'smart-parking-solutions',
    'A parking garage level with red and green space indicators, a sign showing open spaces and ceiling cameras',
    csParking,
  ),
  caseStudy(
    'logistics-inventory-tracking',
    'A warehouse with tall racking, a forklift, pack stations under overhead cameras and an order-tracking dashboard',
    csLogistics,
  ),
  caseStudy(
    'casino-surveillance',
    'A casino surveillance room with a wall of monitors showing card tables, chip trays and an analytics alert',
    csCasino,
  ),
  {
    path: '/images/insights/hero.svg',
    width: 1600,
    height: 700,
    title:
      'A home at night under a protective arc, surrounded by icons for cameras, night vision, motion alerts, mobile access and property value',
    draw: insightsHero,
  },
  {
    path: '/images/about/story.svg',
    width: 800,
    height: 600,
    title: 'A small-town main street with a company service van parked outside the storefronts',
    draw: aboutStory,
  },
  { path: '/favicon.svg', width: 64, height: 64, title: 'Shield with a camera lens', draw: favicon },
]

/** Hero slides may be larger because they fill the first screen. */
export const budgetFor = (entry: ArtworkEntry): number => (entry.path.startsWith('/images/hero/') ? 12 * 1024 : 8 * 1024)

function writeArtwork(publicDir: string): WrittenArtwork[] {
  return specs.map((spec) => {
    const markup = spec.draw(spec.title)
    const file = join(publicDir, spec.path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, markup)
    const { draw: _draw, ...entry } = spec
    return { ...entry, bytes: Buffer.byteLength(markup), budgetBytes: budgetFor(spec) }
  })
}

function main(): void {
  const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public')
  const written = writeArtwork(publicDir)
  const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`
  let total = 0
  for (const w of written) {
    total += w.bytes
    const over = w.bytes > w.budgetBytes ? `  OVER BUDGET (${kb(w.budgetBytes)})` : ''
    console.log(`${`public${w.path}`.padEnd(58)} ${kb(w.bytes).padStart(8)}${over}`)
  }
  console.log(`${'total'.padEnd(58)} ${kb(total).padStart(8)}  (${written.length} files)`)
  if (written.some((w) => w.bytes > w.budgetBytes)) process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
