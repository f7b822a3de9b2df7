import type { ReactElement } from 'react'
import { detectionSize, type DetectionKind, type LiveViewDetection, type LiveViewScene } from '../../content/live-view'

/**
 * Camera pictures for the live-view panel, drawn in a 160 by 90 grid in the same blue-hour palette
 * as the site's artwork. Scenes are flat shapes so a tile costs a few hundred bytes of markup.
 */

const sky = '#0c1d38'
const wall = '#18304f'
const ground = '#10233d'
const dark = '#0a1628'
const lit = '#fcd34d'
const trim = '#2c4a74'

function Glow({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill={lit} opacity={0.08} />
      <circle cx={x} cy={y} r={r * 0.5} fill={lit} opacity={0.12} />
    </>
  )
}

function Driveway() {
  return (
    <>
      <rect width="160" height="44" fill={sky} />
      <rect y="44" width="160" height="46" fill={ground} />
      <circle cx="124" cy="30" r="12" fill={dark} />
      <rect x="122" y="34" width="3" height="12" fill={dark} />
      <rect x="18" y="16" width="74" height="30" fill={wall} />
      <path d="M13 18 54 3 97 18Z" fill={dark} />
      <rect x="26" y="23" width="11" height="8" fill={lit} opacity={0.8} />
      <rect x="42" y="23" width="11" height="8" fill={lit} opacity={0.55} />
      <rect x="60" y="27" width="26" height="19" fill={trim} />
      <path d="M60 32h26M60 37h26M60 42h26" stroke={dark} strokeWidth="0.8" />
      <path d="M58 46h30l64 44H34Z" fill="#1a2e4c" />
      <Glow x={56} y={28} r={16} />
    </>
  )
}

function FrontDoor() {
  return (
    <>
      <rect width="160" height="90" fill={wall} />
      <path d="M0 12h160M0 24h160M0 36h160M0 48h160M0 60h160M0 72h160" stroke={dark} strokeWidth="0.6" opacity={0.5} />
      <rect x="56" y="16" width="38" height="66" fill={trim} />
      <rect x="60" y="20" width="30" height="62" fill="#1e4a8c" />
      <path d="M64 24h9v22h-9zM77 24h9v22h-9zM64 50h9v28h-9zM77 50h9v28h-9z" fill="none" stroke="#143766" strokeWidth="1.2" />
      <circle cx="86" cy="53" r="1.4" fill={lit} />
      <rect x="100" y="30" width="5" height="8" rx="1" fill={lit} />
      <Glow x={102} y={34} r={26} />
      <rect y="82" width="160" height="8" fill={dark} />
      <rect x="48" y="80" width="54" height="4" fill="#2a3f5e" />
    </>
  )
}

function Backyard() {
  return (
    <>
      <rect width="160" height="40" fill={sky} />
      <circle cx="132" cy="14" r="6" fill="#cbd5e1" opacity={0.5} />
      <rect y="40" width="160" height="50" fill="#112a46" />
      <path
        d="M0 34h10v24H0zM12 32h10v26H12zM24 34h10v24H24zM36 32h10v26H36zM48 34h10v24H48zM60 32h10v26H60zM72 34h10v24H72zM84 32h10v26H84zM96 34h10v24H96zM108 32h10v26h-10zM120 34h10v24h-10zM132 32h10v26h-10zM144 34h10v24h-10z"
        fill="#3a3446"
      />
      <circle cx="32" cy="28" r="16" fill={dark} />
      <rect x="30" y="40" width="4" height="22" fill={dark} />
      <path d="M92 64h60l8 26H84Z" fill="#1c2f4d" />
      <rect x="108" y="66" width="20" height="3" rx="1" fill="#475569" />
      <path d="M110 69v8M126 69v8" stroke="#475569" strokeWidth="1.4" />
    </>
  )
}

function SideGate() {
  return (
    <>
      <rect width="160" height="90" fill={sky} />
      <rect width="52" height="90" fill={wall} />
      <path d="M0 14h52M0 28h52M0 42h52M0 56h52M0 70h52" stroke={dark} strokeWidth="0.6" opacity={0.5} />
      <rect x="52" y="58" width="108" height="32" fill={ground} />
      <rect x="60" y="30" width="3" height="50" fill="#475569" />
      <rect x="106" y="30" width="3" height="50" fill="#475569" />
      <path d="M65 34v44M71 34v44M77 34v44M83 34v44M89 34v44M95 34v44M101 34v44" stroke="#334155" strokeWidth="2.4" />
      <path d="M63 36h43M63 74h43" stroke="#475569" strokeWidth="1.6" />
      <path d="M70 80h34l22 10H56Z" fill="#1c2f4d" />
      <circle cx="136" cy="62" r="12" fill={dark} />
      <circle cx="150" cy="66" r="9" fill={dark} />
      <rect x="40" y="22" width="5" height="7" rx="1" fill={lit} />
      <Glow x={42} y={26} r={22} />
    </>
  )
}

function ParkingLot() {
  return (
    <>
      <rect width="160" height="26" fill={wall} />
      <path
        d="M8 8h10v8H8zM26 8h10v8H26zM44 8h10v8H44zM62 8h10v8H62zM98 8h10v8H98zM116 8h10v8h-10zM134 8h10v8h-10z"
        fill={lit}
        opacity={0.35}
      />
      <rect y="26" width="160" height="64" fill="#111e32" />
      <path
        d="M20 30 4 56M44 30 36 56M68 30l-2 26M92 30l4 26M116 30l10 26M140 30l18 26M0 56h160"
        stroke="#e2e8f0"
        strokeWidth="0.8"
        opacity={0.3}
      />
      <path d="M24 36h16v10H24zM98 36h16v10H98z" fill="#334155" />
      <rect x="146" y="6" width="2" height="60" fill="#475569" />
      <rect x="138" y="4" width="12" height="3" rx="1" fill="#64748b" />
      <Glow x={142} y={10} r={28} />
    </>
  )
}

function Lobby() {
  return (
    <>
      <rect width="160" height="90" fill={wall} />
      <path d="M0 64h160v26H0Z" fill="#142640" />
      <rect x="36" y="14" width="64" height="66" fill="#274a78" opacity={0.55} />
      <path d="M36 14h64v66H36ZM68 14v66" fill="none" stroke="#64748b" strokeWidth="2" />
      <path d="M62 44v12M74 44v12" stroke="#cbd5e1" strokeWidth="1.6" />
      <rect x="110" y="44" width="7" height="11" rx="1" fill={dark} stroke="#475569" strokeWidth="0.6" />
      <circle cx="113.5" cy="52" r="1.2" fill="#60a5fa" />
      <circle cx="68" cy="6" r="3" fill={lit} opacity={0.6} />
      <Glow x={68} y={8} r={24} />
      <rect x="10" y="60" width="8" height="20" fill="#1e3a5f" />
      <circle cx="14" cy="56" r="7" fill={dark} />
    </>
  )
}

function LoadingDock() {
  return (
    <>
      <rect width="160" height="90" fill="#172b48" />
      <path d="M10 16h40v50H10zM60 16h40v50H60zM110 16h40v50h-40z" fill="#22395c" />
      <path
        d="M10 24h40M10 32h40M10 40h40M10 48h40M10 56h40M60 24h40M60 32h40M60 40h40M60 48h40M60 56h40M110 24h40M110 32h40M110 40h40M110 48h40M110 56h40"
        stroke={dark}
        strokeWidth="0.8"
      />
      <path d="M6 66h148v6H6Z" fill="#334155" />
      <path d="M12 66h8v6h-8zM40 66h8v6h-8zM62 66h8v6h-8zM90 66h8v6h-8zM112 66h8v6h-8zM140 66h8v6h-8z" fill={lit} opacity={0.75} />
      <rect y="72" width="160" height="18" fill="#0f1d33" />
      <Glow x={80} y={10} r={30} />
    </>
  )
}

function WarehouseAisle() {
  return (
    <>
      <rect width="160" height="90" fill="#132641" />
      <path d="M0 0h46l18 60L0 84Z" fill="#1e3354" />
      <path d="M160 0h-46l-18 60 64 24Z" fill="#1e3354" />
      <path
        d="M4 10h30v12H4zM4 32h34v12H4zM4 56h40v12H4zM126 10h30v12h-30zM122 32h34v12h-34zM116 56h40v12h-40z"
        fill="#8a6a3a"
        opacity={0.8}
      />
      <path d="M0 26h50M0 50h56M160 26h-50M160 50h-56" stroke="#475569" strokeWidth="1.4" />
      <path d="M64 60h32l64 30H0Z" fill="#0f1f36" />
      <path d="M80 62v28" stroke={lit} strokeWidth="0.8" strokeDasharray="3 3" opacity={0.5} />
      <Glow x={80} y={4} r={30} />
    </>
  )
}

const scenes: Record<LiveViewScene, () => ReactElement> = {
  driveway: Driveway,
  'front-door': FrontDoor,
  backyard: Backyard,
  'side-gate': SideGate,
  'parking-lot': ParkingLot,
  lobby: Lobby,
  'loading-dock': LoadingDock,
  'warehouse-aisle': WarehouseAisle,
}

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
  const Scene = scenes[scene]
  return (
    <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" className="block size-full" aria-hidden="true" focusable="false">
      <Scene />
      {detections.map((detection) => (
        <Detection key={`${detection.kind}-${detection.x}-${detection.y}`} {...detection} />
      ))}
    </svg>
  )
}
