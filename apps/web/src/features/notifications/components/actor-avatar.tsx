import type { NotificationItem } from '@quad/shared'
import { useState } from 'react'

/** Who caused it: their photo, their initials when there is none; decorative (the text names them). */
export function ActorAvatar({ actor }: { actor: NotificationItem['actor'] }) {
  const [failed, setFailed] = useState(false)
  const shape = 'size-10 shrink-0 rounded-full'
  if (actor?.photoUrl && !failed) {
    return (
      <img
        src={actor.photoUrl}
        alt=""
        loading="lazy"
        className={`${shape} bg-zinc-200 object-cover dark:bg-zinc-700`}
        onError={() => {
          setFailed(true)
        }}
      />
    )
  }
  const initials = actor ? `${actor.firstName.slice(0, 1)}${actor.lastName.slice(0, 1)}` : 'Q'
  return (
    <span
      aria-hidden="true"
      className={`${shape} grid place-items-center bg-zinc-200 text-sm font-semibold text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100`}
    >
      {initials.toUpperCase()}
    </span>
  )
}
