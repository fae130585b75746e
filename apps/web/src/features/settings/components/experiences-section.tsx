import '../experience-messages.ts'
import type { Experience } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { OrderButtons } from '../../../components/order-buttons.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { experienceDates, experienceKindLabel } from '../../profile/index.ts'
import { experiencesQuery, useChangeExperiences } from '../experiences-api.ts'
import { ExperienceDialog } from './experience-dialog.tsx'

/** What the dialog is doing: adding, or changing one entry. */
type Editing = { entry: Experience | null } | null

/**
 * /settings/profile's experience entries (issue 36 item 4): each saved at once, apart from
 * the profile form's Save — add, edit, delete (asked first), move up or down.
 */
export function ExperiencesSection() {
  const list = useQuery(experiencesQuery)
  const change = useChangeExperiences()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Experience | null>(null)
  const items = list.data?.items ?? []
  const failed = (error: Error) =>
    toast(t('settings.experienceFailed', { reason: error.message }), { type: 'Error' })
  const move = (index: number, step: -1 | 1) => {
    const ids = items.map((entry) => entry.id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + step, 0, moved)
    change.mutate({ kind: 'order', ids }, { onError: failed })
  }
  return (
    <FormSection
      id="experiences"
      title={t('settings.experiencesTitle')}
      description={t('settings.experiencesHint')}
    >
      {list.isPending ? <p role="status">{t('settings.experiencesLoading')}</p> : null}
      {list.isError ? <p role="alert">{t('settings.experiencesError')}</p> : null}
      {list.isSuccess && items.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('settings.experiencesEmpty')}</p>
      ) : null}
      {items.length > 0 ? (
        <ol className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {items.map((entry, index) => (
            <li key={entry.id} className="flex flex-wrap items-start gap-3 py-3 first:pt-0">
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-semibold break-words">{entry.title}</p>
                <p className="break-words">{entry.organization}</p>
                <p className="text-sm text-zinc-700 dark:text-zinc-300">
                  {experienceKindLabel(entry.kind)} · {experienceDates(entry)}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <Button
                  variant="secondary"
                  className="!min-h-11 !px-3 text-sm"
                  aria-label={t('settings.experienceEdit', { title: entry.title })}
                  onClick={() => {
                    setEditing({ entry })
                  }}
                >
                  {t('settings.experienceEditButton')}
                </Button>
                <OrderButtons
                  index={index}
                  count={items.length}
                  labels={{
                    up: t('settings.experienceUp', { title: entry.title }),
                    down: t('settings.experienceDown', { title: entry.title }),
                    remove: t('settings.experienceRemove', { title: entry.title }),
                  }}
                  onMove={(step) => {
                    move(index, step)
                  }}
                  onRemove={() => {
                    setDeleting(entry)
                  }}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            setEditing({ entry: null })
          }}
        >
          {t('settings.experienceAdd')}
        </Button>
      </div>
      {editing ? (
        <ExperienceDialog
          key={editing.entry?.id ?? 'new'}
          entry={editing.entry}
          open
          onClose={() => {
            setEditing(null)
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.experienceDeleteTitle', { title: deleting?.title ?? '' })}
        body={t('settings.experienceDeleteBody')}
        confirmLabel={t('settings.experienceDeleteConfirm')}
        cancelLabel={t('settings.experienceCancel')}
        onConfirm={() => {
          if (!deleting) return
          change.mutate(
            { kind: 'delete', id: deleting.id },
            {
              onSuccess: () => toast(t('settings.experienceDeleted'), { type: 'Success' }),
              onError: failed,
            },
          )
          setDeleting(null)
        }}
        onCancel={() => {
          setDeleting(null)
        }}
        onClosed={() => undefined}
      />
    </FormSection>
  )
}
