/**
 * Icons are named in content and drawn by components, so copy stays free of React.
 * Each name is a lucide-react icon export.
 */
export const iconNames = [
  'Camera', 'Cctv', 'Wifi', 'Bell', 'KeyRound', 'BrainCircuit', 'Shield', 'ShieldCheck', 'Lock',
  'Eye', 'Moon', 'Smartphone', 'Cloud', 'HardDrive', 'Server', 'Users', 'Building2', 'Home',
  'Store', 'School', 'Factory', 'Hospital', 'Landmark', 'Car', 'Warehouse', 'Dice5', 'Trophy',
  'MapPin', 'Clock', 'Wrench', 'BadgeCheck', 'Award', 'Zap', 'Activity', 'BarChart3', 'TrendingUp',
  'TrendingDown', 'DollarSign', 'Phone', 'Mail', 'MessageSquare', 'Mic', 'Video', 'Monitor',
  'Cpu', 'Scan', 'ScanFace', 'Fingerprint', 'DoorOpen', 'Package', 'Siren', 'Lightbulb',
  'Heart', 'Handshake', 'Star', 'CheckCircle2', 'Settings', 'Cable', 'Sun', 'Tractor', 'Church',
  'Hotel', 'Stethoscope', 'GraduationCap', 'Briefcase', 'Truck', 'Baby', 'PawPrint', 'TreePine',
  'Waves', 'Battery', 'Radio', 'Target', 'Search', 'FileText', 'Layers', 'Network', 'Gauge',
] as const

export type IconName = (typeof iconNames)[number]
