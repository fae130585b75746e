import type { BadgeDefinition } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useArchiveBadge } from '../api.ts'
import { criterionText } from './criterion-text.ts'

const FLAG =
  'rounded-full bg-zinc-200 px-2.5 py-0.5 text-sm font-medium text-zinc-900 dark:bg-zinc-700 dark:text-zinc-50'

/** One definition in the admin list: its look, rule, points and holders; Archive. */
export function BadgeDefinitionRow({ badge }: { badge: BadgeDefinition }) {
  const archive = useArchiveBadge()
  const onArchive = () => {
    archive.mutate(badge.uid, {
      onSuccess: () => toast(t('adminBadges.archived', { name: badge.name })),
      onError: (error) =>
        toast(t('adminBadges.failed', { reason: error.message }), { type: 'Error' }),
    })
  }
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:flex-row sm:items-center dark:bg-zinc-900 dark:ring-zinc-800">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <img src={badge.iconUrl} alt="" className="size-12 shrink-0 rounded-xl" />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{badge.name}</h3>
          {badge.description ? (
            <p className="text-sm break-words text-zinc-700 dark:text-zinc-300">
              {badge.description}
            </p>
          ) : null}
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {criterionText(badge.criterion)} ·{' '}
            {t('adminBadges.points', { points: String(badge.points) })} ·{' '}
            {t('adminBadges.awarded', { count: String(badge.awarded) })}
          </p>
          {badge.archived ? (
            <span className={`mt-1.5 inline-block ${FLAG}`}>{t('adminBadges.archivedFlag')}</span>
          ) : null}
        </div>
      </div>
      {badge.archived ? null : (
        <Button
          variant="secondary"
          aria-label={t('adminBadges.archiveLabel', { name: badge.name })}
          disabled={archive.isPending}
          onClick={onArchive}
        >
          {t('adminBadges.archive')}
        </Button>
      )}
    </li>
  )
}
