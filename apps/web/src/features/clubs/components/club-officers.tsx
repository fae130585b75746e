import type { ChatPerson } from '@quad/shared'
import { Link } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { PersonAvatar } from '../../../components/person-avatar.tsx'

/** Who runs the club, each a link to their profile. */
export function ClubOfficers({ officers }: { officers: ChatPerson[] }) {
  return (
    <section aria-labelledby="club-officers">
      <h2 id="club-officers" className="text-xl font-semibold">
        {t('clubs.officersTitle')}
      </h2>
      {officers.length === 0 ? (
        <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t('clubs.noOfficers')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {officers.map((officer) => (
            <li key={officer.uid}>
              <Link
                to={`/student_profile?uid=${encodeURIComponent(officer.uid)}`}
                className="flex items-center gap-3 rounded-xl p-2 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
              >
                <PersonAvatar
                  firstName={officer.firstName}
                  lastName={officer.lastName}
                  photoUrl={officer.photoUrl}
                />
                <span className="font-medium">
                  {officer.firstName} {officer.lastName}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
