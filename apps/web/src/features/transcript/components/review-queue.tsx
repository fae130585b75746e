import type { TranscriptReviewItem } from '@quad/shared'
import { TranscriptReviewInput } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { FormDialogForm } from '../../../components/form-dialog-form.tsx'
import { TextAreaField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { transcriptReviewQuery, useReviewEntry } from '../api.ts'
import { CARD, dayText } from './record-sections.tsx'

function ReturnDialog({ item, onClose }: { item: TranscriptReviewItem; onClose: () => void }) {
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FormErrors>({})
  const review = useReviewEntry()
  const submit = async () => {
    const body = { decision: 'return' as const, note }
    const invalid = schemaErrors(TranscriptReviewInput, body)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      await review.mutateAsync({ uid: item.entry.uid, body })
      toast(t('transcript.reviewed'))
      onClose()
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }
  return (
    <FormDialogForm
      open
      title={t('transcript.returnTitle', { title: item.entry.title })}
      onClose={onClose}
      labels={{
        close: t('transcript.close'),
        cancel: t('transcript.cancel'),
        submit: t('transcript.returnSubmit'),
        busy: t('transcript.saving'),
      }}
      busy={review.isPending}
      error={errors['form']}
      onSubmit={() => void submit()}
    >
      <TextAreaField
        label={t('transcript.returnNote')}
        value={note}
        error={errors['note']}
        onChange={(event) => {
          setNote(event.target.value)
        }}
      />
    </FormDialogForm>
  )
}

/** Staff's queue: each pending activity with whose it is, Approve, or Return with a note. */
export function ReviewQueue() {
  const queue = useQuery(transcriptReviewQuery)
  const review = useReviewEntry()
  const [returning, setReturning] = useState<TranscriptReviewItem | null>(null)
  const items = queue.data?.items ?? []
  return (
    <section aria-label={t('transcript.review')} className={CARD}>
      <h2 className="text-lg font-semibold">{t('transcript.review')}</h2>
      {queue.isPending ? <p role="status">{t('transcript.loading')}</p> : null}
      {queue.isSuccess && items.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('transcript.reviewEmpty')}</p>
      ) : null}
      <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
        {items.map((item) => (
          <li key={item.entry.uid} className="flex flex-col gap-1 py-3">
            <span className="font-medium">{item.entry.title}</span>
            <span className="text-sm text-zinc-600 dark:text-zinc-400">
              {t('transcript.reviewBy', {
                name: item.student.name,
                category: item.entry.category.name,
                hours: String(item.entry.hours),
              })}
              {' · '}
              {[item.entry.organization, dayText(item.entry.startDate)].filter(Boolean).join(' · ')}
            </span>
            {item.entry.description ? <p className="text-sm">{item.entry.description}</p> : null}
            <div className="flex gap-2">
              <Button
                aria-label={t('transcript.approveLabel', { title: item.entry.title })}
                disabled={review.isPending}
                onClick={() => {
                  review.mutate(
                    { uid: item.entry.uid, body: { decision: 'approve' } },
                    { onSuccess: () => toast(t('transcript.reviewed')) },
                  )
                }}
              >
                {t('transcript.approve')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('transcript.returnLabel', { title: item.entry.title })}
                onClick={() => {
                  setReturning(item)
                }}
              >
                {t('transcript.return')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {returning ? (
        <ReturnDialog
          item={returning}
          onClose={() => {
            setReturning(null)
          }}
        />
      ) : null}
    </section>
  )
}
