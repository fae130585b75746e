import { REPORT_NOTE_MAX, ReportReason, SubjectReportBody } from '@quad/shared'
import { useId, useState } from 'react'
import * as z from 'zod/mini'
import { Button } from '../../../components/button.tsx'
import {
  fieldControlClass,
  fieldErrorClass,
  fieldLabelClass,
} from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useReportSubject, type ReportKind } from '../api.ts'
import { DialogButtons, ModerationDialog } from './moderation-dialog.tsx'

const TITLES = {
  profiles: 'moderation.reportProfileTitle',
  clubs: 'moderation.reportClubTitle',
  posts: 'moderation.reportPostTitle',
  comments: 'moderation.reportCommentTitle',
} as const satisfies Record<ReportKind, string>

/**
 * Report a profile, a club, a post or a comment (issue 14 item 4, issue 16): a reason and an optional note, checked by
 * the same schema the server checks the body with.
 */
export function ReportDialog({
  kind,
  uid,
  open,
  onClose,
}: {
  kind: ReportKind
  uid: string
  open: boolean
  onClose: () => void
}) {
  const reasonId = useId()
  const noteId = useId()
  const [reason, setReason] = useState('')
  const [note, setNote] = useState('')
  const report = useReportSubject(kind, uid)
  const close = () => {
    setReason('')
    setNote('')
    report.reset()
    onClose()
  }
  const parsed = z.safeParse(SubjectReportBody, { reason, note })
  return (
    <ModerationDialog open={open} title={t(TITLES[kind])} onClose={close}>
      <form
        method="post"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (!parsed.success) return
          report.mutate(parsed.data, {
            onSuccess: () => {
              close()
              toast(t('moderation.reportDone'), { type: 'Success' })
            },
          })
        }}
      >
        <label htmlFor={reasonId} className={fieldLabelClass}>
          {t('moderation.reportReason')}
        </label>
        <select
          id={reasonId}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={fieldControlClass}
        >
          <option value="" disabled>
            —
          </option>
          {ReportReason.options.map((value) => (
            <option key={value} value={value}>
              {t(`moderation.reason.${value}`)}
            </option>
          ))}
        </select>
        <label htmlFor={noteId} className={fieldLabelClass}>
          {t('moderation.reportNote')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={fieldControlClass}
        />
        {report.error ? (
          <p role="alert" className={fieldErrorClass}>
            {t('moderation.failed', { reason: report.error.message })}
          </p>
        ) : null}
        <DialogButtons onCancel={close}>
          <Button type="submit" disabled={report.isPending || !parsed.success}>
            {t('moderation.reportSend')}
          </Button>
        </DialogButtons>
      </form>
    </ModerationDialog>
  )
}
