import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { fieldErrorClass } from '../../../components/field-styles.ts'

interface SaveBarProps {
  isDirty: boolean
  isSaving: boolean
  otherErrors: readonly string[]
  onDiscard: () => void
}

/**
 * The form's one Save button, kept in view at the bottom while scrolling (sticky), with
 * the state of the edit beside it. aria-live announces "Saving…" and unsaved changes.
 */
export function SaveBar({ isDirty, isSaving, otherErrors, onDiscard }: SaveBarProps) {
  const status = isSaving
    ? t('settings.saving')
    : isDirty
      ? t('settings.unsaved')
      : t('settings.allSaved')
  return (
    <div
      className={`${isDirty || isSaving ? 'sticky bottom-0 z-10 shadow-lg' : ''} -mx-4 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border dark:border-zinc-800 dark:bg-zinc-900/95`}
    >
      {otherErrors.length > 0 ? (
        <ul className={`mb-2 ${fieldErrorClass}`}>
          {otherErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {status}
        </p>
        <div className="flex gap-2">
          {isDirty && !isSaving ? (
            <Button variant="secondary" onClick={onDiscard}>
              {t('settings.discard')}
            </Button>
          ) : null}
          <Button type="submit" data-save-button aria-disabled={isSaving || undefined}>
            {isSaving ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </div>
    </div>
  )
}
