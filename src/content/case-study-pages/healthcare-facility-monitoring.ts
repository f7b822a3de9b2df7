import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['healthcare-facility-monitoring']

export const caseStudy: CaseStudy = {
  ...card,
  client: "A regional health system of hospitals and outpatient clinics",
  installed: [
    "Cameras for virtual patient observation",
    "Badge access on pharmacies and records rooms",
    "Duress buttons linked to live video",
  ],
  subtitle:
    'How a regional health system used 1,450 cameras to protect patients, staff and sensitive areas while respecting patient privacy',
  metaDescription:
    'A regional health system deployed 1,450 cameras with virtual observation and access control, cutting patient falls 52% and unauthorized access 87%.',
  challenge: [
    'A regional health system struggled with falls among high-risk patients. One-to-one sitters were expensive and often unavailable, and a single fall could mean a serious injury, a longer stay and an unhappy family.',
    'Its hospitals and clinics were open buildings by design, but that openness let unauthorized people into medication rooms, maternity units and behavioral health areas. Emergency department staff also reported increasing verbal and physical aggression, with little video to support investigations.',
    "Any solution had to protect patient privacy, comply with health-privacy rules, and fit into clinical workflows without adding to nurses' workloads.",
  ],
  solution: {
    intro:
      'We delivered a system built for care settings: virtual observation for high-risk patients, controlled access for sensitive areas and faster help for staff.',
    bullets: [
      'Virtual patient observation with in-room cameras and two-way audio, letting one trained observer watch multiple high-risk patients from a central station',
      'AI bed-exit and movement alerts that warn observers before a patient stands unassisted',
      'Badge access on medication rooms, pharmacy, laboratories, maternity and behavioral health units',
      'Emergency department cameras and staff duress buttons that send live video to security',
      'Coverage of entrances, parking decks and ambulance bays',
      'Privacy modes that blur or pause in-room cameras during care, plus role-based access and audit logs for all footage',
    ],
  },
  implementation: [
    'Designed observer workflows and escalation steps with nursing leadership before installing any cameras',
    'Installed unit by unit, following infection-control containment procedures in occupied areas',
    'Placed cameras on a segmented network separate from clinical devices, in coordination with hospital IT',
    'Trained virtual observers, charge nurses and security officers on alerts and response protocols',
    'Reviewed policies and camera placements with the compliance and privacy officers before go-live',
    "Provided around-the-clock on-call support during each unit's first weeks",
  ],
  results: {
    stats: [
      card.headline,
      { value: '87%', label: 'Fewer unauthorized access incidents' },
      { value: '1,450', label: 'Cameras across hospitals and clinics' },
      { value: '24/7', label: 'Virtual observation of high-risk patients' },
    ],
    highlights: [
      "Fewer falls meant fewer injuries and fewer extended stays",
      "Badge audit trails answer who-entered questions in minutes",
      "Sitter hours were redeployed to direct patient care",
      "Emergency department staff report feeling safer with duress alerts that bring security with live video",
      "Privacy controls and audit logs were approved in the system’s compliance review before go-live",
    ],
  },
  applications: [
    {
      title: 'Senior Living and Memory Care',
      description: 'Wander alerts and controlled exits protect residents without restricting daily life.',
    },
    {
      title: 'Behavioral Health Facilities',
      description: 'Ligature-resistant cameras and observation tools support patient and staff safety.',
    },
    {
      title: 'Outpatient Clinics',
      description: 'Controlled access to medication storage and records rooms protects against theft.',
    },
    {
      title: 'Rehabilitation Centers',
      description: 'Fall-risk monitoring supports patients who are regaining mobility.',
    },
    {
      title: 'Urgent Care Centers',
      description: 'Lobby cameras and duress buttons protect front-desk staff during late hours.',
    },
    {
      title: 'Veterinary Hospitals',
      description: 'Controlled-substance storage and after-hours entrances need the same protection.',
    },
  ],
  technology: [
    'Build privacy in from the start: privacy modes, role-based access and audit logs for every view',
    'Keep cameras on a segmented network away from clinical and medical devices',
    'Choose cameras with two-way audio so observers can redirect patients before they fall',
    'Tune AI movement alerts with clinical staff to balance sensitivity against alarm fatigue',
    'Integrate duress buttons with video so security responds knowing what is happening',
    'Use antimicrobial-friendly, easy-to-clean housings in patient areas',
  ],
}
