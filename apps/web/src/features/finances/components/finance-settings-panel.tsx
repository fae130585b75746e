import { FinanceSettings } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/button.tsx'
import { InputField } from '../../../components/labelled-fields.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { financeSettingsQuery, useSaveFinanceSettings } from '../api.ts'
import { cardClass, headingClass, InlineError, quietTextClass } from './finance-parts.tsx'

/**
 * The admin's panel on /admin/integrations (issue 17): the Pay link students see on
 * /financial, its label, the currency balances are totalled in, and who to ask. Checked
 * with the shared schema before sending; the server's 400s show on their fields.
 */
export function FinanceSettingsPanel() {
  const settings = useQuery(financeSettingsQuery)
  return (
    <section aria-labelledby="finance-settings-heading" className={cardClass}>
      <h2 id="finance-settings-heading" className={headingClass}>
        {t('finances.settingsHeading')}
      </h2>
      <p className={`mt-1 ${quietTextClass}`}>{t('finances.settingsIntro')}</p>
      {settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : settings.isError ? (
        <div className="mt-4">
          <InlineError
            message={t('finances.settingsError')}
            onRetry={() => void settings.refetch()}
          />
        </div>
      ) : (
        <p role="status" className={`mt-4 ${quietTextClass}`}>
          {t('finances.loading')}
        </p>
      )}
    </section>
  )
}

interface Values {
  payUrl: string
  payLabel: string
  currency: string
  contact: string
}

const valuesOf = (saved: FinanceSettings): Values => ({
  payUrl: saved.payUrl ?? '',
  payLabel: saved.payLabel ?? '',
  currency: saved.currency,
  contact: saved.contact ?? '',
})

/** Empty fields are "none"; the currency code is upper case. */
const bodyOf = (values: Values): FinanceSettings => ({
  payUrl: values.payUrl.trim() || null,
  payLabel: values.payLabel.trim() || null,
  currency: values.currency.trim().toUpperCase(),
  contact: values.contact.trim() || null,
})

function SettingsForm({ saved }: { saved: FinanceSettings }) {
  const [values, setValues] = useState(() => valuesOf(saved))
  const [errors, setErrors] = useState<FormErrors>({})
  const [done, setDone] = useState(false)
  const save = useSaveFinanceSettings()
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value })
      setDone(false)
    },
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    setDone(false)
    const body = bodyOf(values)
    const invalid = schemaErrors(FinanceSettings, body)
    setErrors(invalid)
    if (Object.keys(invalid).length > 0) return
    try {
      setValues(valuesOf(await save.mutateAsync(body)))
      setDone(true)
    } catch (error) {
      setErrors(serverErrors(error))
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-4 flex flex-col gap-4"
    >
      <InputField
        {...field('payUrl')}
        type="url"
        inputMode="url"
        label={t('finances.payUrl')}
        hint={t('finances.payUrlHint')}
      />
      <InputField
        {...field('payLabel')}
        label={t('finances.payLabel')}
        hint={t('finances.payLabelHint')}
      />
      <InputField
        {...field('currency')}
        label={t('finances.currency')}
        hint={t('finances.currencyHint')}
        autoCapitalize="characters"
        maxLength={3}
      />
      <InputField
        {...field('contact')}
        label={t('finances.contactLabel')}
        hint={t('finances.contactHint')}
      />
      {errors['form'] ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errors['form']}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('finances.saving') : t('finances.save')}
        </Button>
        <p role="status" className={quietTextClass}>
          {done ? t('finances.saved') : ''}
        </p>
      </div>
    </form>
  )
}
