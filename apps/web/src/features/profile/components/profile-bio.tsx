import '../messages.ts'
import { useId, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { needsReadMore } from '../profile-rules.ts'
import type { SanitizedBio } from '../sanitize-bio.ts'
import { ExpandButton } from './expand-button.tsx'

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
        <ExpandButton
          expanded={isExpanded}
          controls={id}
          onToggle={() => {
            setExpanded(!isExpanded)
          }}
          className="mt-1 text-zinc-900 dark:text-zinc-50"
        >
          {isExpanded ? t('profile.readLess') : t('profile.readMore')}
        </ExpandButton>
      ) : null}
    </>
  )
}
