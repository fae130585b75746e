import type { PlainMessageKey } from '../../../lib/i18n/t.ts'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { newPasswordRule, type PasswordField as FieldName } from '../password-form.ts'
import { usePasswordForm } from '../use-password-form.ts'
import { FormSection } from '../../../components/form-section.tsx'
import { PasswordField } from '../../../components/password-field.tsx'

/** The three inputs in order; browsers and password managers read `autoComplete`. */
const FIELDS: {
  field: FieldName
  label: PlainMessageKey
  toggle: PlainMessageKey
  autoComplete: 'current-password' | 'new-password'
}[] = [
  {
    field: 'currentPassword',
    label: 'settings.passwordCurrent',
    toggle: 'settings.passwordShowCurrent',
    autoComplete: 'current-password',
  },
  {
    field: 'newPassword',
    label: 'settings.passwordNew',
    toggle: 'settings.passwordShowNew',
    autoComplete: 'new-password',
  },
  {
    field: 'confirmPassword',
    label: 'settings.passwordConfirm',
    toggle: 'settings.passwordShowConfirm',
    autoComplete: 'new-password',
  },
]

/**
 * Issue 12 item 3: the student changes their password. Checked here with the shared
 * contract first; the server's 400 lands on the field it names. On success every other
 * session ends (the server signs other browsers out); this one stays signed in.
 */
export function PasswordSettings() {
  const { values, errors, changed, round, isSaving, formRef, set, submit } = usePasswordForm()
  return (
    <FormSection
      id="password"
      title={t('settings.passwordTitle')}
      description={t('settings.passwordIntro')}
    >
      <form
        method="post"
        ref={formRef}
        noValidate
        aria-labelledby="password-title"
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {FIELDS.map(({ field, label, toggle, autoComplete }) => (
          <PasswordField
            key={`${field}-${String(round)}`}
            field={field}
            label={t(label)}
            toggleLabel={t(toggle)}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(value) => {
              set(field, value)
            }}
            // The rule shows before the student submits anything (ASVS V6.2).
            hint={field === 'newPassword' ? newPasswordRule() : undefined}
            error={errors[field]}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" aria-disabled={isSaving || undefined}>
            {isSaving ? t('settings.passwordSaving') : t('settings.passwordSubmit')}
          </Button>
          <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
            {changed ? t('settings.passwordChanged') : ''}
          </p>
        </div>
      </form>
    </FormSection>
  )
}
