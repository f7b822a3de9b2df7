import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import type { AboutPage, TeamMember } from '../../content/about'

/** Avatar colours cycle by position, so the grid stays varied without photos. */
const avatarTones = [
  'bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950',
  'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-slate-950',
  'bg-violet-700 text-white dark:bg-violet-400 dark:text-slate-950',
  'bg-amber-400 text-slate-950',
  'bg-rose-700 text-white dark:bg-rose-400 dark:text-slate-950',
] as const

function TeamCard({ member, index }: { member: TeamMember; index: number }) {
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span
        aria-hidden="true"
        className={`inline-flex h-20 w-20 items-center justify-center rounded-full text-2xl font-bold tracking-wide ${avatarTones[index % avatarTones.length]}`}>
        {member.initials}
      </span>
      <h3 className="mt-5 text-lg font-semibold">{member.name}</h3>
      <p className="mt-1 text-sm font-semibold text-brand-700 dark:text-brand-300">{member.role}</p>
      <p className="mt-3 text-pretty text-slate-600 dark:text-slate-300">{member.bio}</p>
    </article>
  )
}

export function TeamGrid({ team }: { team: AboutPage['team'] }) {
  return (
    <Section tone="muted" labelledBy="team-heading">
      <SectionHeading id="team-heading" title={team.heading} intro={team.intro} />
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {team.members.map((member, index) => (
          <li key={member.name} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]">
            <TeamCard member={member} index={index} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
