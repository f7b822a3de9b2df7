/**
 * The case studies as the product specification lists them: id and slug, in listing order (the
 * home CCTV study first, then ids 1 to 10). Written out from the spec, not read from the content,
 * so the tests that use it can catch content that drifts from the spec.
 */
export const specCaseStudies = [
  [11, 'home-cctv-night-vision'],
  [1, 'city-wide-surveillance'],
  [2, 'retail-loss-prevention'],
  [3, 'k12-school-safety'],
  [4, 'industrial-quality-control'],
  [5, 'healthcare-facility-monitoring'],
  [6, 'sports-arena-crowd-management'],
  [7, 'financial-institution-security'],
  [8, 'smart-parking-solutions'],
  [9, 'logistics-inventory-tracking'],
  [10, 'casino-surveillance'],
] as const

export const specCaseStudySlugs = specCaseStudies.map(([, slug]) => slug)

/**
 * Spec section 9 figures for each study, as the spec writes them: each must appear verbatim in the
 * study's content and be visible on its page.
 */
export const specCaseStudyFigures: Record<(typeof specCaseStudies)[number][1], readonly string[]> = {
  'home-cctv-night-vision': ['45 homes', '87%', '92%', '40%', '3 identifications', '30-day cloud history'],
  'city-wide-surveillance': ['2,500 cameras', '32%', '27%', '41%', '12 to 7.5 min'],
  'retail-loss-prevention': ['3.1% to 1.2%', '$4.2M', '65%', '43', '120+ locations'],
  'k12-school-safety': ['8 campuses', '8,500 students', '64% to 91%'],
  'industrial-quality-control': ['120 cameras', '28%', '63%', '$3.8M'],
  'healthcare-facility-monitoring': ['1,450 cameras', '52%', '87%'],
  'sports-arena-crowd-management': ['55,000-seat', '24 to 16 min', '17 banned individuals', '35'],
  'financial-institution-security': ['73 branches', '3 robberies', '28 check fraud', '240% ROI over 3 years'],
  'smart-parking-solutions': ['1,200-space', '61%', '12.3 to 4.8 minutes', '22%', '71%', '18%', '8,200 vehicle-hours', '92% satisfaction'],
  'logistics-inventory-tracking': ['360 cameras', '425,000 sq ft', '98.2% to 99.7%', '11%', '32% fewer compensation claims', '$4.3M', '9%'],
  'casino-surveillance': [
    'Las Vegas',
    '87 banned individuals',
    '23',
    '6.2%',
    '$3.8M',
    '90% fewer false accusations',
    '22% faster response',
  ],
}
