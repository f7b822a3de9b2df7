import type { IconName } from './icon-name'
import type { ContentImage } from './content-image'

/** The six service pages, in the order the home grid, /services and /all-services show them. */
export const serviceSlugs = [
  'security-camera-installation',
  'cctv-monitoring-systems',
  'wireless-security-cameras',
  'video-doorbells',
  'access-control',
  'ai-enhanced-security',
] as const

export type ServiceSlug = (typeof serviceSlugs)[number]

export type ServicePath<S extends ServiceSlug = ServiceSlug> = `/services/${S}`

export type ServiceImage = ContentImage

/** What a service card needs: the home grid, /services, /all-services and the city pages show these. */
export interface ServiceCard<S extends ServiceSlug = ServiceSlug> {
  readonly slug: S
  readonly path: ServicePath<S>
  /** Short name for cards and links. */
  readonly name: string
  /** One or two sentences for service cards. */
  readonly summary: string
  readonly icon: IconName
  readonly image: ServiceImage
}

const serviceImage = (slug: ServiceSlug, alt: string): ServiceImage => ({
  src: `/images/services/${slug}.svg`,
  alt,
  width: 800,
  height: 600,
})

/**
 * The cards live apart from the service pages' full copy (service-pages.ts), so the home page and
 * the 290 city pages load a few hundred bytes of service copy instead of all six pages'.
 */
export const serviceCardsBySlug = {
  'security-camera-installation': {
    slug: 'security-camera-installation',
    path: '/services/security-camera-installation',
    name: 'Security Camera Installation',
    summary:
      'Professionally designed and installed camera systems for homes and businesses, with 1080p or 4K cameras, clean cabling and remote viewing from your phone.',
    icon: 'Camera',
    image: serviceImage(
      'security-camera-installation',
      'Technician mounting a dome security camera under the eave of a brick home',
    ),
  },

  'cctv-monitoring-systems': {
    slug: 'cctv-monitoring-systems',
    path: '/services/cctv-monitoring-systems',
    name: 'CCTV Monitoring Systems',
    summary:
      'Recorder-based CCTV systems with continuous recording, secure storage and live viewing from any device, scaled from one building to many sites.',
    icon: 'Cctv',
    image: serviceImage('cctv-monitoring-systems', 'Monitoring station showing a grid of live CCTV camera feeds'),
  },

  'wireless-security-cameras': {
    slug: 'wireless-security-cameras',
    path: '/services/wireless-security-cameras',
    name: 'Wireless Security Cameras',
    summary:
      'Flexible wireless and battery-powered cameras for places where running cable is impractical, professionally placed for strong signal and clear video.',
    icon: 'Wifi',
    image: serviceImage(
      'wireless-security-cameras',
      'Wireless security camera mounted on a wooden fence post overlooking a backyard',
    ),
  },

  'video-doorbells': {
    slug: 'video-doorbells',
    path: '/services/video-doorbells',
    name: 'Video Doorbells',
    summary:
      'See, hear and speak to anyone at your door from your phone, with a 3 MP sensor, dual-band Wi-Fi and local recording.',
    icon: 'Bell',
    image: serviceImage('video-doorbells', 'Video doorbell installed beside a front door with a package on the porch'),
  },

  'access-control': {
    slug: 'access-control',
    path: '/services/access-control',
    name: 'Access Control',
    summary:
      'Keycard, PIN, mobile and biometric entry systems that control who gets in, where and when, with a complete audit trail.',
    icon: 'KeyRound',
    image: serviceImage('access-control', 'Employee presenting a keycard to an access control reader beside an office door'),
  },

  'ai-enhanced-security': {
    slug: 'ai-enhanced-security',
    path: '/services/ai-enhanced-security',
    name: 'AI-Enhanced Security',
    summary:
      'Smart video analytics that tell people and vehicles apart from shadows and animals, cut false alarms and help you find footage in seconds.',
    icon: 'BrainCircuit',
    image: serviceImage(
      'ai-enhanced-security',
      'Security camera view with a person and a vehicle outlined by detection boxes',
    ),
  },} as const satisfies { readonly [S in ServiceSlug]: ServiceCard<S> }

/** Built from `serviceSlugs`, so the order can only be changed in one place. */
export const serviceCards: readonly ServiceCard[] = serviceSlugs.map((slug) => serviceCardsBySlug[slug])

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value)
}

export function findServiceCard(slug: string): ServiceCard | undefined {
  return isServiceSlug(slug) ? serviceCardsBySlug[slug] : undefined
}
