import { MODERATION_NOTE_MAX, ModerationActionBody } from '@quad/shared'
import { useId, useState } from 'react'
import * as z from 'zod/mini'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { DialogButtons, ModerationDialog } from './moderation-dialog.tsx'

export type AskedAction = 'hide' | 'warn' | 'suspend'

const TEXT = {
  hide: ['moderation.hideTitle', 'moderation.hideBody', 'moderation.confirmHide'],
  warn: ['moderation.warnTitle', 'moderation.warnBody', 'moderation.confirmWarn'],
  suspend: ['moderation.suspendTitle', 'moderation.suspendBody', 'moderation.confirmSuspend'],
} as const

/** Confirms an action that cannot be undone: hide, warn (with a note) or suspend (days, note). */
export function ActionDialog({
  action,
  onClose,
  onConfirm,
}: {
  action: AskedAction | null
  onClose: () => void
  onConfirm: (body: ModerationActionBody) => void
}) {
  const daysId = useId()
  const noteId = useId()
  const [days, setDays] = useState('3')
  const [note, setNote] = useState('')
  const [title, body, confirm] = TEXT[action ?? 'hide']
  const parsed = z.safeParse(ModerationActionBody, {
    action: action ?? 'hide',
    note,
    ...(action === 'suspend' ? { days: Number(days) } : {}),
  })
  const close = () => {
    setNote('')
    setDays('3')
    onClose()
  }
  return (
    <ModerationDialog open={action !== null} title={t(title)} onClose={close}>
      <form
        method="post"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (!parsed.success) return
          onConfirm(parsed.data)
          close()
        }}
      >
        <p className="text-zinc-700 dark:text-zinc-300">{t(body)}</p>
        {action === 'suspend' ? (
          <>
            <label htmlFor={daysId} className={fieldLabelClass}>
              {t('moderation.days')}
            </label>
            <input
              id={daysId}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              required
              value={days}
              aria-invalid={!parsed.success}
              onChange={(event) => setDays(event.target.value)}
              className={`${fieldControlClass} max-w-32`}
            />
          </>
        ) : null}
        <label htmlFor={noteId} className={fieldLabelClass}>
          {t('moderation.note')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={MODERATION_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={fieldControlClass}
        />
        <DialogButtons onCancel={close}>
          <Button type="submit" disabled={!parsed.success}>
            {t(confirm)}
          </Button>
        </DialogButtons>
      </form>
    </ModerationDialog>
  )
}
