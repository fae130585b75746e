import type { EventScope } from '@quad/shared'
import { useId, useState } from 'react'
import { FormDialog } from '../../../components/form-dialog.tsx'
import { fieldHintClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ConfirmFooter } from './confirm-footer.tsx'

interface ScopeDialogProps {
  open: boolean
  onClose: () => void
  onChoose: (scope: EventScope) => void
}

/** A repeating event's change: this occurrence, or every one still to come. */
export function ScopeDialog({ open, onClose, onChoose }: ScopeDialogProps) {
  const name = useId()
  const [scope, setScope] = useState<EventScope>('one')
  return (
    <FormDialog
      open={open}
      title={t('eventEditor.scopeTitle')}
      closeLabel={t('eventEditor.close')}
      onClose={onClose}
      footer={
        <ConfirmFooter
          confirmLabel={t('eventEditor.scopeConfirm')}
          onClose={onClose}
          onConfirm={() => {
            onChoose(scope)
          }}
        />
      }
    >
      <ScopeChoice name={name} scope={scope} onChange={setScope} />
    </FormDialog>
  )
}

/** The two choices as radio buttons; also asked when cancelling a repeating event. */
export function ScopeChoice(props: {
  name: string
  scope: EventScope
  onChange: (scope: EventScope) => void
}) {
  const { name, scope, onChange } = props
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2">{t('eventEditor.scopeBody')}</legend>
      {(['one', 'all'] as const).map((value) => (
        <label key={value} className="flex min-h-11 items-start gap-3">
          <input
            type="radio"
            name={name}
            value={value}
            checked={scope === value}
            onChange={() => {
              onChange(value)
            }}
            className="mt-1 size-5 accent-zinc-900 dark:accent-zinc-100"
          />
          <span className="flex flex-col">
            <span className="font-medium">
              {value === 'one' ? t('eventEditor.scopeOne') : t('eventEditor.scopeAll')}
            </span>
            {value === 'all' ? (
              <span className={fieldHintClass}>{t('eventEditor.scopeAllHint')}</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
