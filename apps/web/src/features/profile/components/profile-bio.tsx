import { useId, useState } from 'react'
import { t } from '../../../app/i18n/t.ts'
import { needsReadMore } from '../profile-rules.ts'
import type { SanitizedBio } from '../sanitize-bio.ts'

interface ProfileBioProps {
  bio: SanitizedBio
}

const PROSE =
  'space-y-2 break-words [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5'

/**
 * Spec 2 bio (expandable text), spec 9: above 400 characters it shows 3 lines and a
 * Read More / Read Less toggle. The HTML was sanitised when the profile was fetched.
 */
export function ProfileBio({ bio }: ProfileBioProps) {
  const id = useId()
  const [isExpanded, setExpanded] = useState(false)
  const isLong = needsReadMore(bio.text)
  const clamp = isLong && !isExpanded ? 'line-clamp-3' : ''
  return (
    <>
      {bio.html === null ? (
        <p id={id} className={`break-words whitespace-pre-line ${clamp}`}>
          {bio.text}
        </p>
      ) : (
        <div
          id={id}
          className={`${PROSE} ${clamp}`}
          dangerouslySetInnerHTML={{ __html: bio.html }}
        />
      )}
      {isLong ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => {
            setExpanded(!isExpanded)
          }}
          className="mt-1 -ml-2 min-h-11 rounded-lg px-2 font-semibold text-zinc-900 underline underline-offset-4 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
        >
          {isExpanded ? t('profile.readLess') : t('profile.readMore')}
        </button>
      ) : null}
    </>
  )
}
