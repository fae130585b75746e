import { Link } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import type { IconName } from '../../components/icon-paths.tsx'

interface HomeSectionCardProps {
  to: string
  icon: IconName
  title: string
  body: string
}

/** A way into one section from home: the whole card is the link. */
export function HomeSectionCard({ to, icon, title, body }: HomeSectionCardProps) {
  return (
    <Link
      to={to}
      className={
        'group flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 transition-shadow hover:shadow-md hover:ring-zinc-300 ' +
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus motion-reduce:transition-none ' +
        'dark:bg-zinc-900 dark:ring-zinc-800 dark:hover:ring-zinc-700 dark:focus-visible:outline-white'
      }
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-school text-on-school">
        <Icon name={icon} className="size-6" />
      </span>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold text-zinc-900 dark:text-zinc-50">{title}</span>
        <span className="line-clamp-2 text-sm text-zinc-700 dark:text-zinc-300">{body}</span>
      </span>
    </Link>
  )
}
