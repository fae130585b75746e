import type { Experience } from '@quad/shared'
import { experienceDates, experienceKindLabel } from '../experience-text.ts'

/** Issue 36 item 4: the owner's experience entries, in their order, plain text. */
export function ExperiencesList({ experiences }: { experiences: readonly Experience[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {experiences.map((entry) => (
        <li key={`${String(entry.id)}-${entry.title}`} className="flex flex-col gap-0.5">
          <span className="font-semibold">{entry.title}</span>
          <span>{entry.organization}</span>
          <span className="text-sm text-zinc-700 dark:text-zinc-300">
            {experienceKindLabel(entry.kind)} · {experienceDates(entry)}
          </span>
          {entry.description ? (
            <p className="mt-1 text-sm whitespace-pre-line text-zinc-800 dark:text-zinc-200">
              {entry.description}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
