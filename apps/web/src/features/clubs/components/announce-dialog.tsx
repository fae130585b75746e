import { ClubAnnouncement, CLUB_ANNOUNCEMENT_BODY_MAX } from '@quad/shared'
import { useId, useState, type ReactNode } from 'react'
import * as z from 'zod/mini'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import {
  fieldControlClass,
  fieldErrorClass,
  fieldHintClass,
  fieldLabelClass,
} from '../../../components/field-styles.ts'
import { ModalDialog } from '../../../components/modal-dialog.tsx'
import { useAnnounce } from '../members-api.ts'

interface AnnounceDialogProps {
  clubId: string
  open: boolean
  onClose: () => void
  onClosed: () => void
  /** Told how many members the message reached. */
  onSent: (recipients: number) => void
}

type Errors = Partial<Record<'subject' | 'body', string>>

/** The shared schema's refusals, in the section's words. */
const FIELD_ERRORS = {
  subject: { missing: 'announce.subjectMissing', long: 'announce.subjectLong' },
  body: { missing: 'announce.bodyMissing', long: 'announce.bodyLong' },
} as const

/** "Message all members": subject and plain-text body, checked by the server's own schema. */
export function AnnounceDialog({ clubId, open, onClose, onClosed, onSent }: AnnounceDialogProps) {
  const titleId = useId()
  const ids = { subject: useId(), body: useId(), hint: useId() }
  const [draft, setDraft] = useState({ subject: '', body: '' })
  const [errors, setErrors] = useState<Errors>({})
  const send = useAnnounce(clubId)

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const parsed = z.safeParse(ClubAnnouncement, draft)
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if ((field === 'subject' || field === 'body') && !found[field]) {
          found[field] = t(FIELD_ERRORS[field][issue.code === 'too_big' ? 'long' : 'missing'])
        }
      }
      setErrors(found)
      document.getElementById(found.subject ? ids.subject : ids.body)?.focus()
      return
    }
    setErrors({})
    send.mutate(parsed.data, {
      onSuccess: ({ recipients }) => {
        setDraft({ subject: '', body: '' })
        onSent(recipients)
      },
    })
  }

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      labelledBy={titleId}
      className={
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 ' +
        'text-zinc-900 shadow-2xl backdrop:bg-zinc-950/60 sm:w-[32rem] dark:bg-zinc-900 dark:text-zinc-50'
      }
    >
      {open ? (
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            {t('announce.title')}
          </h2>
          <p className={fieldHintClass}>{t('announce.intro')}</p>
          <DialogField id={ids.subject} label={t('announce.subject')} error={errors.subject}>
            <input
              id={ids.subject}
              name="subject"
              className={fieldControlClass}
              value={draft.subject}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={errors.subject ? `${ids.subject}-error` : undefined}
              onChange={(event) => {
                setDraft({ ...draft, subject: event.target.value })
              }}
            />
          </DialogField>
          <DialogField
            id={ids.body}
            label={t('announce.body')}
            error={errors.body}
            hint={
              <p id={ids.hint} className={fieldHintClass}>
                {t('announce.bodyHint')}
              </p>
            }
          >
            <textarea
              id={ids.body}
              name="body"
              rows={6}
              maxLength={CLUB_ANNOUNCEMENT_BODY_MAX}
              className={fieldControlClass}
              value={draft.body}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={`${ids.hint}${errors.body ? ` ${ids.body}-error` : ''}`}
              onChange={(event) => {
                setDraft({ ...draft, body: event.target.value })
              }}
            />
          </DialogField>
          {send.error ? (
            <p role="alert" className={fieldErrorClass}>
              {t('announce.failed', { reason: send.error.message })}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('announce.cancel')}
            </Button>
            <Button type="submit" aria-disabled={send.isPending}>
              {t(send.isPending ? 'announce.sending' : 'announce.send')}
            </Button>
          </div>
        </form>
      ) : null}
    </ModalDialog>
  )
}

interface DialogFieldProps {
  id: string
  label: string
  error: string | undefined
  hint?: ReactNode
  children: ReactNode
}

/** A control with its visible label, hint and error (the error's id is `{id}-error`). */
function DialogField({ id, label, error, hint, children }: DialogFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {children}
      {hint}
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
