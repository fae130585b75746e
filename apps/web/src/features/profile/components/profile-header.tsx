import type { UserProfile } from '@quad/shared'
import { Link } from 'react-router'
import { personMeta } from '../../../components/person-meta.ts'
import { studentProfileHref } from '../../../lib/app-links.ts'
import { canLinkName } from '../profile-rules.ts'
import { ProfilePicture } from './profile-picture.tsx'

interface ProfileHeaderProps {
  profile: UserProfile
  connect: boolean
  titleId: string
  headingLevel: 1 | 2
}

/**
 * Spec 2 top section: a large photo background, the round picture, the name (a link to
 * the full profile only when visitable or connect is off, and never on that page itself:
 * a level-1 heading is the page), then pronoun · type · year.
 */
export function ProfileHeader({ profile, connect, titleId, headingLevel }: ProfileHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const name = `${profile.firstName} ${profile.lastName}`
  const background = profile.largePhotoUrl ?? profile.photoUrl
  return (
    <div>
      <div aria-hidden="true" className="relative h-36 overflow-hidden bg-school sm:h-44">
        {background ? (
          <img
            src={background}
            alt=""
            className="size-full scale-110 object-cover opacity-90 blur-sm"
          />
        ) : null}
        <span className="absolute inset-0 bg-gradient-to-b from-zinc-950/10 to-zinc-950/40" />
      </div>
      <div className="-mt-14 flex flex-col items-center px-6 pb-6 text-center">
        <ProfilePicture
          firstName={profile.firstName}
          lastName={profile.lastName}
          photoUrl={profile.photoUrl}
          className="relative size-28 text-3xl"
        />
        <Heading
          id={titleId}
          className="mt-3 text-2xl font-semibold tracking-tight text-balance text-zinc-900 dark:text-zinc-50"
        >
          {headingLevel === 2 && canLinkName(profile, connect) ? (
            <Link
              to={studentProfileHref(profile.uid)}
              className="rounded underline decoration-zinc-400 decoration-2 underline-offset-4 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">{personMeta(profile)}</p>
      </div>
    </div>
  )
}
