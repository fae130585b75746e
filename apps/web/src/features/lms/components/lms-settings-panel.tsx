import '../connect-messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { LmsSettingsBody, type LmsSettingsAnswer } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { Field, InputField } from '../../../components/labelled-fields.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { lmsSettingsQuery, useSaveLmsSettings } from '../lms-settings-api.ts'

interface Draft {
  baseUrl: string
  clientId: string
  clientSecret: string
  enabled: boolean
}

const draftOf = (saved: LmsSettingsAnswer): Draft => ({
  baseUrl: saved.baseUrl ?? '',
  clientId: saved.clientId ?? '',
  clientSecret: '',
  enabled: saved.configured ? saved.enabled : true,
})

/** The body the shared schema checks: an empty secret field keeps the stored one. */
const bodyOf = (draft: Draft) => ({
  provider: 'canvas' as const,
  baseUrl: draft.baseUrl.trim(),
  clientId: draft.clientId.trim(),
  ...(draft.clientSecret.trim() && { clientSecret: draft.clientSecret }),
  enabled: draft.enabled,
})

/**
 * The admin's panel for the LMS connection on /admin/integrations (issue 17, decision
 * 048): the Canvas address, the developer key (its secret write-only: only "stored"
 * shows), whether students may connect, the redirect URI to register, and how many
 * students are connected.
 */
export function LmsSettingsPanel() {
  const settings = useQuery(lmsSettingsQuery)
  return (
    <section
      aria-labelledby="lms-settings-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6 dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <h3 id="lms-settings-title" className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {t('lmsConnect.panelTitle')}
      </h3>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('lmsConnect.panelIntro')}</p>
      {settings.data ? (
        <LmsSettingsForm saved={settings.data} />
      ) : (
        <p
          role={settings.isError ? 'alert' : 'status'}
          className="mt-4 text-zinc-700 dark:text-zinc-300"
        >
          {settings.isError ? t('lmsConnect.loadFailed') : t('lmsConnect.loading')}
        </p>
      )}
    </section>
  )
}

function LmsSettingsForm({ saved }: { saved: LmsSettingsAnswer }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved))
  const [errors, setErrors] = useState<FormErrors>({})
  const [status, setStatus] = useState('')
  const save = useSaveLmsSettings()
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setStatus('')
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = bodyOf(draft)
    const found = schemaErrors(LmsSettingsBody, body)
    if (!saved.hasSecret && !body.clientSecret) found.clientSecret ??= t('lmsConnect.secretMissing')
    setErrors(found)
    if (Object.keys(found).length > 0) return setStatus(t('lmsConnect.fixErrors'))
    save.mutate(body, {
      onSuccess: (next) => {
        setDraft(draftOf(next))
        setStatus(t('lmsConnect.saved'))
      },
      onError: (error) => {
        const fromServer = serverErrors(error)
        setErrors(fromServer)
        setStatus(fromServer.form ?? t('lmsConnect.fixErrors'))
      },
    })
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-5 flex flex-col gap-5">
      <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="lms-connected-count">
        {saved.configured
          ? t('lmsConnect.connected', { count: saved.connectedStudents })
          : t('lmsConnect.notConfigured')}
      </p>
      <InputField
        data-field="baseUrl"
        label={t('lmsConnect.baseUrl')}
        hint={t('lmsConnect.baseUrlHint')}
        error={errors.baseUrl}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={draft.baseUrl}
        onChange={(event) => change({ baseUrl: event.target.value })}
      />
      <InputField
        data-field="clientId"
        label={t('lmsConnect.clientId')}
        hint={t('lmsConnect.clientIdHint')}
        error={errors.clientId}
        autoComplete="off"
        value={draft.clientId}
        onChange={(event) => change({ clientId: event.target.value })}
      />
      <InputField
        data-field="clientSecret"
        label={t('lmsConnect.clientSecret')}
        hint={saved.hasSecret ? t('lmsConnect.secretStored') : t('lmsConnect.secretMissing')}
        error={errors.clientSecret}
        type="password"
        autoComplete="new-password"
        value={draft.clientSecret}
        onChange={(event) => change({ clientSecret: event.target.value })}
      />
      <SwitchField
        field="enabled"
        label={t('lmsConnect.enabled')}
        description={t('lmsConnect.enabledHint')}
        checked={draft.enabled}
        onChange={(enabled) => change({ enabled })}
      />
      <RedirectUri value={saved.redirectUri} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="mr-auto text-sm text-zinc-800 dark:text-zinc-200">
          {status}
        </p>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('lmsConnect.saving') : t('lmsConnect.save')}
        </Button>
      </div>
    </form>
  )
}

/** The address to register in Canvas, read-only, with a Copy button. */
function RedirectUri({ value }: { value: string }) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    navigator.clipboard
      .writeText(value)
      .then(() => setCopied(true))
      .catch(() => undefined)
  }
  return (
    <Field label={t('lmsConnect.redirectUri')} hint={t('lmsConnect.redirectUriHint')}>
      {(control) => (
        <div className="flex gap-2">
          <input
            {...control}
            readOnly
            value={value}
            className={fieldControlClass}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="secondary" onClick={copy}>
            {copied ? t('lmsConnect.copied') : t('lmsConnect.copy')}
          </Button>
        </div>
      )}
    </Field>
  )
}
