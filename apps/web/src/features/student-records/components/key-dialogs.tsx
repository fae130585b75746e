import '../messages.ts'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { CreateApiKeyBody, type CreatedApiKey, type SchoolApiKey } from '@quad/shared'
import * as z from 'zod/mini'
import { Button } from '../../../components/button.tsx'
import {
  fieldControlClass,
  fieldErrorClass,
  fieldHintClass,
  fieldLabelClass,
} from '../../../components/field-styles.ts'
import { FormDialog } from '../../../components/form-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useCreateKey, useRotateKey } from '../api.ts'
import { ShownKey } from './shown-key.tsx'

const GRACE_HOURS = [0, 1, 24, 72, 168] as const
const DEFAULT_GRACE = 24

const failure = (error: unknown) =>
  error ? t('sis.failed', { reason: error instanceof Error ? error.message : String(error) }) : ''

interface KeyFormProps {
  title: string
  onClose: () => void
  /** The key once made: the dialog then shows it and offers Done. */
  created: CreatedApiKey | undefined
  submit: { label: string; busyLabel: string; busy: boolean }
  error: unknown
  onSubmit: () => void
  children: ReactNode
}

/** A key dialog: its form until the key is made, then the key shown once. */
function KeyFormDialog(props: KeyFormProps) {
  const { title, onClose, created, submit, error, onSubmit, children } = props
  const formId = useId()
  const send = (event: FormEvent) => {
    event.preventDefault()
    if (!submit.busy) onSubmit()
  }
  const footer = created ? (
    <div className="flex justify-end">
      <Button onClick={onClose}>{t('sis.done')}</Button>
    </div>
  ) : (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onClose}>
        {t('sis.cancel')}
      </Button>
      <Button type="submit" form={formId} aria-busy={submit.busy}>
        {submit.busy ? submit.busyLabel : submit.label}
      </Button>
    </div>
  )
  return (
    <FormDialog
      open
      title={created ? t('sis.createdTitle') : title}
      closeLabel={t('sis.close')}
      onClose={onClose}
      footer={footer}
    >
      {created ? (
        <ShownKey apiKey={created.key} />
      ) : (
        <form method="post" id={formId} noValidate onSubmit={send} className="flex flex-col gap-4">
          {children}
          <p role="alert" className={fieldErrorClass}>
            {failure(error)}
          </p>
        </form>
      )}
    </FormDialog>
  )
}

/** "Create API key": a name, checked by the shared schema, then the key shown once. */
export function CreateKeyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateKey()
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  return (
    <KeyFormDialog
      title={t('sis.createTitle')}
      onClose={onClose}
      created={create.data}
      submit={{ label: t('sis.create'), busyLabel: t('sis.creating'), busy: create.isPending }}
      error={create.error}
      onSubmit={() => {
        // The shared schema decides; its one rule a person can break here is a blank name.
        const body = z.safeParse(CreateApiKeyBody, { name })
        setProblem(body.success ? null : t('sis.nameRequired'))
        if (body.success) create.mutate(body.data)
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className={fieldLabelClass}>
          {t('sis.name')}
        </label>
        <input
          id={id}
          value={name}
          autoComplete="off"
          maxLength={80}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => setName(event.target.value)}
          className={fieldControlClass}
        />
        <span id={`${id}-hint`} className={fieldHintClass}>
          {t('sis.nameHint')}
        </span>
        <span id={`${id}-error`} className={fieldErrorClass}>
          {problem}
        </span>
      </div>
    </KeyFormDialog>
  )
}

/** "Rotate": how long the old key keeps working, then the new key shown once. */
export function RotateKeyDialog({
  apiKey,
  onClose,
}: {
  apiKey: SchoolApiKey
  onClose: () => void
}) {
  const rotate = useRotateKey()
  const [graceHours, setGraceHours] = useState<number>(DEFAULT_GRACE)
  const id = useId()
  return (
    <KeyFormDialog
      title={t('sis.rotateTitle', { name: apiKey.name })}
      onClose={onClose}
      created={rotate.data}
      submit={{ label: t('sis.rotate'), busyLabel: t('sis.rotating'), busy: rotate.isPending }}
      error={rotate.error}
      onSubmit={() => rotate.mutate({ id: apiKey.id, graceHours })}
    >
      <p>{t('sis.rotateBody')}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className={fieldLabelClass}>
          {t('sis.grace')}
        </label>
        <select
          id={id}
          value={graceHours}
          onChange={(event) => setGraceHours(Number(event.target.value))}
          className={fieldControlClass}
        >
          {GRACE_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              {t(`sis.grace${hours}`)}
            </option>
          ))}
        </select>
      </div>
    </KeyFormDialog>
  )
}
