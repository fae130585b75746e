import type { ReactNode } from 'react'
import { Icon } from '../../../components/icon.tsx'

interface ProfileMessageProps {
  title: string
  body: string
  titleId: string
  headingLevel: 1 | 2
  /** What to do next (quality brief): retry, or a way to the directory. */
  action: ReactNode
}

/** "Profile not found" (spec 8) and "did not load", in the card's place. */
export function ProfileMessage({
  title,
  body,
  titleId,
  headingLevel,
  action,
}: ProfileMessageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className="flex flex-col items-center px-6 pt-16 pb-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
        <Icon name="user" className="size-8" />
      </span>
      <Heading
        id={titleId}
        className="mt-4 text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50"
      >
        {title}
      </Heading>
      <p className="mt-2 max-w-sm text-pretty text-zinc-700 dark:text-zinc-300">{body}</p>
      <div className="mt-6">{action}</div>
    </div>
  )
}
