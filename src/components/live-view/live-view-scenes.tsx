import { detectionSize, type DetectionKind, type LiveViewDetection, type LiveViewScene } from '../../content/live-view'
import backyard from './scenes/backyard.svg?raw'
import driveway from './scenes/driveway.svg?raw'
import frontDoor from './scenes/front-door.svg?raw'
import loadingDock from './scenes/loading-dock.svg?raw'
import lobby from './scenes/lobby.svg?raw'
import parkingLot from './scenes/parking-lot.svg?raw'
import sideGate from './scenes/side-gate.svg?raw'
import warehouseAisle from './scenes/warehouse-aisle.svg?raw'

/*
 * The camera pictures are SVG files in scenes/, in a 160 by 90 grid and the same blue-hour palette
 * as the site's artwork, so a designer edits them in a vector editor. Their markup is drawn inside
 * the panel's own svg, under the detections, rather than as images: a tile costs no request and
 * is there in the first paint of the server's HTML.
 */

/**
 * A scene file's drawing without its outer svg (the panel's svg takes its place), and without
 * comments or the whitespace between tags, which would only add bytes to every page showing it.
 */
export const sceneMarkup = (file: string): string =>
  file
    .replace(/^[\s\S]*?<svg\b[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim()

const scenes: Record<LiveViewScene, string> = {
  driveway: sceneMarkup(driveway),
  'front-door': sceneMarkup(frontDoor),
  backyard: sceneMarkup(backyard),
  'side-gate': sceneMarkup(sideGate),
  'parking-lot': sceneMarkup(parkingLot),
  lobby: sceneMarkup(lobby),
  'loading-dock': sceneMarkup(loadingDock),
  'warehouse-aisle': sceneMarkup(warehouseAisle),
}

/** The scenes' darkest shade, for the car's tyres. */
const dark = '#0a1628'

/** Colour of each detection's box and timeline mark; shared with the panel's legend. */
export const detectionColor: Record<DetectionKind | 'Motion', string> = {
  Person: '#fbbf24',
  Vehicle: '#60a5fa',
  Package: '#34d399',
  Motion: '#94a3b8',
}

function Figure({ kind, x, y }: LiveViewDetection) {
  switch (kind) {
    case 'Person':
      return (
        <g fill="#cbd5e1">
          <circle cx={x + 5} cy={y - 26.5} r={3.5} />
          <path d={`M${x + 1} ${y - 22}h8l1 11h-2v11h-2.4v-9h-1.2v9H${x + 2}V${y - 11}H${x}Z`} />
        </g>
      )
    case 'Vehicle':
      return (
        <g>
          <path d={`M${x} ${y - 4}v-5q0-2 3-2.5l7-1 6-6h16l6 6 4 1q2 .5 2 2.5v5Z`} fill="#b6c2d4" />
          <path d={`M${x + 12} ${y - 11}l4.6-4.6h6.4v4.6ZM${x + 25} ${y - 15.6}h6l4.6 4.6H${x + 25}Z`} fill="#33507a" />
          <circle cx={x + 10} cy={y - 3.5} r={3.5} fill={dark} />
          <circle cx={x + 34} cy={y - 3.5} r={3.5} fill={dark} />
        </g>
      )
    case 'Package':
      return (
        <g>
          <rect x={x} y={y - 8} width={11} height={8} fill="#b7843c" />
          <rect x={x + 4.5} y={y - 8} width={2} height={8} fill="#e5bd78" />
        </g>
      )
  }
}

/** A figure with the recorder's box and label around it. */
function Detection(detection: LiveViewDetection) {
  const { width, height } = detectionSize[detection.kind]
  const color = detectionColor[detection.kind]
  const top = detection.y - height - 2
  const labelWidth = detection.kind.length * 3.6 + 4
  return (
    <g>
      <Figure {...detection} />
      <rect x={detection.x - 2} y={top} width={width + 4} height={height + 3} fill="none" stroke={color} strokeWidth={0.9} />
      <rect x={detection.x - 2.45} y={top - 7} width={labelWidth} height={7} fill={color} />
      <text x={detection.x - 0.5} y={top - 1.8} fontSize={5.6} fontWeight={700} fill="#0a1628" fontFamily="inherit">
        {detection.kind}
      </text>
    </g>
  )
}

interface CameraPictureProps {
  readonly scene: LiveViewScene
  readonly detections: readonly LiveViewDetection[]
}

/** One camera's picture, scaled to fill its tile. */
export function CameraPicture({ scene, detections }: CameraPictureProps) {
  return (
    <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" className="block size-full" aria-hidden="true" focusable="false">
      {/* Safe: the markup is the repository's own scene file, read in at build time, never a visitor's. */}
      <g dangerouslySetInnerHTML={{ __html: scenes[scene] }} />
      {detections.map((detection) => (
        <Detection key={`${detection.kind}-${detection.x}-${detection.y}`} {...detection} />
      ))}
    </svg>
  )
}
