import type { Club } from '@quad/shared'
import { Link } from 'react-router'
import { ClubFacts } from './club-facts.tsx'
import { ClubLogo } from './club-logo.tsx'
import { MembershipButton } from './membership-button.tsx'

/** One club in the list: logo, name (a link to its page), facts, a line of its description, Join or Leave. */
export function ClubCard({ club, href }: { club: Club; href: string }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
      <div className="flex items-start gap-3">
        <ClubLogo name={club.name} logoUrl={club.logoUrl} />
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold text-zinc-900 dark:text-zinc-50">
            <Link
              to={href}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white"
            >
              {club.name}
            </Link>
          </h2>
          <ClubFacts club={club} />
        </div>
      </div>
      <p className="line-clamp-2 text-pretty text-zinc-800 dark:text-zinc-200">
        {club.description}
      </p>
      <div className="mt-auto">
        <MembershipButton club={club} />
      </div>
    </article>
  )
}
