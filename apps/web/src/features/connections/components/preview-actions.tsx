import '../messages.ts'
import type { UserProfile } from '@quad/shared'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'
import { buttonVariants } from '../../../components/button-styles.ts'
import { Icon } from '../../../components/icon.tsx'
import { controlsFor, type ControlId } from '../connection-rules.ts'

interface PreviewActionsProps {
  /** The owner's profile, with the status the previewed audience has with them. */
  profile: UserProfile
  connect: boolean
}

const LABELS: Record<Exclude<ControlId, 'moreMenu'>, PlainMessageKey> = {
  viewProfile: 'connections.viewProfile',
  connect: 'connections.connect',
  addNote: 'connections.addNote',
  message: 'connections.message',
  pending: 'connections.pending',
  removePending: 'connections.removeConnection',
  accept: 'connections.accept',
  delete: 'connections.delete',
  busy: 'connections.working',
}

const PRIMARY = new Set<ControlId>(['connect', 'message', 'accept'])

/**
 * The card's buttons as the previewed audience sees them (issue 12: "view as" showed the
 * owner's own), drawn but inert: aria-disabled, so a screen reader still hears what a
 * schoolmate would be offered, and nothing acts on the owner themself.
 */
export function PreviewActions({ profile, connect }: PreviewActionsProps) {
  const name = `${profile.firstName} ${profile.lastName}`
  return (
    <div
      role="group"
      aria-label={t('connections.groupLabel', { name })}
      className="flex w-full flex-wrap items-center justify-center gap-2"
    >
      {controlsFor(profile.connectionStatus, connect).map((control) =>
        control === 'moreMenu' ? (
          <button
            key={control}
            type="button"
            aria-disabled="true"
            aria-label={t('connections.moreActions', { name: profile.firstName })}
            className="grid size-11 cursor-not-allowed place-items-center rounded-lg border border-zinc-500 bg-white text-zinc-900 dark:border-zinc-400 dark:bg-zinc-900 dark:text-zinc-50"
          >
            <Icon name="more" />
          </button>
        ) : (
          <button
            key={control}
            type="button"
            aria-disabled="true"
            className={`${buttonVariants[PRIMARY.has(control) ? 'primary' : 'secondary']} cursor-not-allowed`}
          >
            {t(LABELS[control])}
          </button>
        ),
      )}
    </div>
  )
}
