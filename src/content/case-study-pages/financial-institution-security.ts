import { caseStudyCardsBySlug, type CaseStudy } from '../case-studies'

const card = caseStudyCardsBySlug['financial-institution-security']

export const caseStudy: CaseStudy = {
  ...card,
  client: "A Southeastern regional bank",
  installed: [
    "Teller-line and ATM cameras at every branch",
    "Transaction-linked video search",
    "Loitering and masked-entry alerts",
  ],
  subtitle:
    'How a Southeastern regional bank unified branch, ATM and fraud investigation video across 73 branches',
  metaDescription:
    'A regional bank unified video at 73 branches, prevented 3 robberies, uncovered 28 check fraud cases and earned a 240% ROI over 3 years.',
  challenge: [
    'A Southeastern regional bank operated 73 branches with several generations of recorders from different vendors. When fraud or an incident occurred, investigators often drove to the branch to pull footage by hand.',
    'Check fraud and account takeover schemes were growing, with the same people visiting several branches in a day. ATM skimming attempts and loitering around drive-up lanes added to the risk, and stand-alone branches in quiet areas were especially exposed to robbery.',
    'The bank also needed a security program that would stand up to regulatory examination, with consistent equipment, documented procedures and reliable retention.',
  ],
  solution: {
    intro:
      'We standardized every branch on one platform so corporate security and fraud investigators could see and search all 73 locations from headquarters.',
    bullets: [
      'Standard 4K camera packages at teller lines, entrances, vaults, drive-through lanes and ATMs',
      'Central video management with secure remote access for corporate security and fraud investigators',
      'Transaction-linked video that makes teller and ATM footage searchable by time, account and amount',
      'AI analytics that flag loitering near ATMs, masked or hooded persons at entrances and after-hours activity',
      'Access control on vaults, cash rooms and network closets with dual-custody rules',
      'Panic button integration that pushes live video to the monitoring center and responding police',
    ],
  },
  implementation: [
    'Ranked branches by incident history and location risk to set the rollout order',
    'Installed after hours so every branch stayed open for customers',
    'Completed a network security review with bank IT: encrypted streams, segmented networks and multi-factor login for remote viewing',
    'Integrated video with the core banking and ATM transaction systems',
    'Trained branch managers, fraud analysts and security staff on search, export and incident procedures',
    "Documented equipment, retention and procedures to support the bank's security program and regulatory exams",
  ],
  results: {
    stats: [
      card.headline,
      { value: '3', label: 'Robberies prevented' },
      { value: '28', label: 'Check fraud cases uncovered' },
      { value: '240%', label: 'ROI over 3 years' },
    ],
    highlights: [
      "Teller-line and ATM footage is retrieved in minutes from headquarters instead of by branch visits",
      "Loitering and masked-entry alerts give staff and police early warning",
      "Transaction-linked video connects fraud that spans several branches",
      "One maintenance contract replaced a different vendor at nearly every branch",
    ],
    followUp: [
      'Fraud investigators now close most video requests the same day they are opened',
      "The bank's regulatory examination found the security program consistently documented across all branches",
      'Branch staff report greater confidence at opening and closing, when they are most exposed',
      "Early warnings led to 3 robberies prevented, and linked video uncovered 28 check fraud cases",
      "Lower maintenance and fewer investigator trips put the program on track for a 240% ROI over 3 years",
    ],
  },
  applications: [
    {
      title: 'Credit Unions',
      description: 'Smaller networks gain the same centralized search and fraud tools.',
    },
    {
      title: 'Check Cashing and Payday Lenders',
      description: 'High-cash environments benefit from transaction-linked video and panic integration.',
    },
    {
      title: 'Insurance and Brokerage Offices',
      description: 'Access control and video protect client records and walk-in staff.',
    },
    {
      title: 'Jewelry Stores',
      description: 'Vault access, showcase coverage and robbery deterrence mirror a bank branch.',
    },
    {
      title: 'Cash Logistics Companies',
      description: 'Vaults, count rooms and vehicle bays need dual-custody access and full video.',
    },
    {
      title: 'Government Payment Centers',
      description: 'Tax, utility and permit counters handle cash and sensitive records daily.',
    },
  ],
  technology: [
    'Standardize camera packages by branch type to simplify support and investigations',
    'Link video to transaction data so investigators search by account and amount, not just time',
    'Encrypt video streams and require multi-factor login for remote viewing',
    'Place ATM cameras to capture faces and detect skimming devices without recording PIN entry',
    'Align retention periods with fraud investigation timelines and regulatory expectations',
    'Integrate panic buttons with video so responders know what they are walking into',
  ],
}
