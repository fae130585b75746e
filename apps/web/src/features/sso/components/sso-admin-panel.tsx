import '../admin-messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import {
  AccountType,
  SsoSettingsBody,
  type SsoAttributeMap,
  type SsoProtocol,
  type SsoQuadEndpoints,
  type SsoSettings,
} from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { Field, InputField, TextAreaField } from '../../../components/labelled-fields.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { schemaErrors, serverErrors, type FormErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ssoSettingsQuery, useRemoveSsoSettings, useSaveSsoSettings } from '../admin-api.ts'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'

const ATTRIBUTES = ['email', 'firstName', 'lastName', 'accountType', 'graduationYear'] as const

interface Draft {
  protocol: SsoProtocol
  displayName: string
  enabled: boolean
  issuer: string
  clientId: string
  clientSecret: string
  entryPoint: string
  idpEntityId: string
  idpCert: string
  attributeMap: Record<(typeof ATTRIBUTES)[number], string>
  createAccounts: boolean
  defaultAccountType: AccountType
  ssoOnly: boolean
  understood: boolean
}

const draftOf = (saved: SsoSettings | null): Draft => ({
  protocol: saved?.protocol ?? 'oidc',
  displayName: saved?.displayName ?? '',
  enabled: saved?.enabled ?? true,
  issuer: saved?.protocol === 'oidc' ? saved.oidc.issuer : '',
  clientId: saved?.protocol === 'oidc' ? saved.oidc.clientId : '',
  clientSecret: '',
  entryPoint: saved?.protocol === 'saml' ? saved.saml.entryPoint : '',
  idpEntityId: saved?.protocol === 'saml' ? saved.saml.idpEntityId : '',
  idpCert: saved?.protocol === 'saml' ? saved.saml.idpCerts.join('\n') : '',
  attributeMap: Object.fromEntries(
    ATTRIBUTES.map((name) => [name, saved?.attributeMap[name] ?? '']),
  ) as Draft['attributeMap'],
  createAccounts: saved?.createAccounts ?? true,
  defaultAccountType: saved?.defaultAccountType ?? 'student',
  ssoOnly: saved?.ssoOnly ?? false,
  understood: saved?.ssoOnly ?? false,
})

/** The body the shared schema checks: an empty secret keeps the stored one. */
function bodyOf(draft: Draft) {
  const attributeMap: SsoAttributeMap = Object.fromEntries(
    ATTRIBUTES.filter((name) => draft.attributeMap[name].trim()).map((name) => [
      name,
      draft.attributeMap[name].trim(),
    ]),
  )
  const common = {
    displayName: draft.displayName.trim(),
    enabled: draft.enabled,
    createAccounts: draft.createAccounts,
    defaultAccountType: draft.defaultAccountType,
    attributeMap,
    ssoOnly: draft.ssoOnly,
  }
  return draft.protocol === 'oidc'
    ? {
        protocol: 'oidc' as const,
        ...common,
        oidc: { issuer: draft.issuer.trim(), clientId: draft.clientId.trim() },
        ...(draft.clientSecret.trim() && { clientSecret: draft.clientSecret.trim() }),
      }
    : {
        protocol: 'saml' as const,
        ...common,
        saml: {
          entryPoint: draft.entryPoint.trim(),
          idpEntityId: draft.idpEntityId.trim(),
          idpCerts: draft.idpCert.trim() ? [draft.idpCert.trim()] : [],
        },
      }
}

/**
 * The admin's identity provider on /admin/sign-in (issue 18 item 1, decision 053): the
 * protocol and its settings (the OIDC secret write-only), what to give the provider,
 * the attribute map, accounts just in time, and SSO-only behind an explicit "I understand".
 */
export function SsoAdminPanel() {
  const settings = useQuery(ssoSettingsQuery)
  return (
    <section
      aria-labelledby="sso-settings-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6 dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <h2 id="sso-settings-title" className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {t('ssoAdmin.title')}
      </h2>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('ssoAdmin.intro')}</p>
      {settings.data ? (
        <SsoSettingsForm saved={settings.data.settings} quad={settings.data.quad} />
      ) : (
        <p
          role={settings.isError ? 'alert' : 'status'}
          className="mt-4 text-zinc-700 dark:text-zinc-300"
        >
          {settings.isError ? t('ssoAdmin.loadFailed') : t('ssoAdmin.loading')}
        </p>
      )}
    </section>
  )
}

function SsoSettingsForm({ saved, quad }: { saved: SsoSettings | null; quad: SsoQuadEndpoints }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved))
  const [errors, setErrors] = useState<FormErrors>({})
  const [status, setStatus] = useState('')
  const save = useSaveSsoSettings()
  const remove = useRemoveSsoSettings()
  const [confirming, setConfirming] = useState(false)
  const removeButton = useRef<HTMLButtonElement>(null)
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setStatus('')
  }
  const secretStored = saved?.protocol === 'oidc' && saved.clientSecretSet
  const provider = draft.displayName.trim() || t('ssoAdmin.title')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = bodyOf(draft)
    const found = schemaErrors(SsoSettingsBody, body)
    if (body.protocol === 'oidc' && !secretStored && !body.clientSecret) {
      found.clientSecret ??= t('ssoAdmin.secretMissing')
    }
    if (draft.ssoOnly && !draft.understood) {
      found.ssoOnly ??= t('ssoAdmin.ssoOnlyConfirm', { provider })
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return setStatus(t('ssoAdmin.fixErrors'))
    save.mutate(SsoSettingsBody.parse(body), {
      onSuccess: (next) => {
        setDraft(draftOf(next.settings))
        setStatus(t('ssoAdmin.saved'))
      },
      onError: (error) => {
        const fromServer = serverErrors(error)
        setErrors(fromServer)
        setStatus(fromServer.form ?? t('ssoAdmin.fixErrors'))
      },
    })
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-5 flex flex-col gap-5">
      <Field label={t('ssoAdmin.protocol')} error={errors.protocol}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={draft.protocol}
            onChange={(event) => change({ protocol: event.target.value as SsoProtocol })}
          >
            <option value="oidc">{t('ssoAdmin.protocol.oidc')}</option>
            <option value="saml">{t('ssoAdmin.protocol.saml')}</option>
          </select>
        )}
      </Field>
      <InputField
        label={t('ssoAdmin.displayName')}
        hint={t('ssoAdmin.displayNameHint')}
        error={errors.displayName}
        value={draft.displayName}
        onChange={(event) => change({ displayName: event.target.value })}
      />
      <SwitchField
        field="enabled"
        label={t('ssoAdmin.enabled')}
        description={t('ssoAdmin.enabledHint')}
        checked={draft.enabled}
        onChange={(enabled) => change({ enabled })}
      />
      {draft.protocol === 'oidc' ? (
        <>
          <InputField
            label={t('ssoAdmin.issuer')}
            error={errors['oidc.issuer']}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={draft.issuer}
            onChange={(event) => change({ issuer: event.target.value })}
          />
          <InputField
            label={t('ssoAdmin.clientId')}
            error={errors['oidc.clientId']}
            autoComplete="off"
            value={draft.clientId}
            onChange={(event) => change({ clientId: event.target.value })}
          />
          <InputField
            label={t('ssoAdmin.clientSecret')}
            hint={secretStored ? t('ssoAdmin.secretStored') : t('ssoAdmin.secretMissing')}
            error={errors.clientSecret}
            type="password"
            autoComplete="new-password"
            value={draft.clientSecret}
            onChange={(event) => change({ clientSecret: event.target.value })}
          />
          {/* Shown before anything is saved: the provider asks for it to create the client. */}
          <ReadOnly label={t('ssoAdmin.redirectUri')} value={quad.oidcRedirectUri} />
        </>
      ) : (
        <>
          <InputField
            label={t('ssoAdmin.entryPoint')}
            error={errors['saml.entryPoint']}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={draft.entryPoint}
            onChange={(event) => change({ entryPoint: event.target.value })}
          />
          <InputField
            label={t('ssoAdmin.idpEntityId')}
            error={errors['saml.idpEntityId']}
            autoComplete="off"
            value={draft.idpEntityId}
            onChange={(event) => change({ idpEntityId: event.target.value })}
          />
          <TextAreaField
            label={t('ssoAdmin.idpCerts')}
            error={errors['saml.idpCerts'] ?? errors['saml.idpCerts.0']}
            value={draft.idpCert}
            onChange={(event) => change({ idpCert: event.target.value })}
          />
          <ReadOnly label={t('ssoAdmin.spEntityId')} value={quad.samlEntityId} />
          <ReadOnly label={t('ssoAdmin.acsUrl')} value={quad.samlAcsUrl} />
        </>
      )}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-medium text-zinc-900 dark:text-zinc-50">
          {t('ssoAdmin.attributes')}
        </legend>
        {ATTRIBUTES.map((name) => (
          <InputField
            key={name}
            label={t(`ssoAdmin.attr.${name}`)}
            error={errors[`attributeMap.${name}`]}
            autoComplete="off"
            value={draft.attributeMap[name]}
            onChange={(event) =>
              change({ attributeMap: { ...draft.attributeMap, [name]: event.target.value } })
            }
          />
        ))}
      </fieldset>
      <SwitchField
        field="createAccounts"
        label={t('ssoAdmin.createAccounts')}
        description={t('ssoAdmin.createAccountsHint')}
        checked={draft.createAccounts}
        onChange={(createAccounts) => change({ createAccounts })}
      />
      <Field label={t('ssoAdmin.defaultAccountType')} error={errors.defaultAccountType}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={draft.defaultAccountType}
            onChange={(event) =>
              change({ defaultAccountType: AccountType.parse(event.target.value) })
            }
          >
            {AccountType.options.map((type) => (
              <option key={type} value={type}>
                {t(`ssoAdmin.accountType.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SwitchField
        field="ssoOnly"
        label={t('ssoAdmin.ssoOnly', { provider })}
        description={t('ssoAdmin.ssoOnlyHint')}
        error={errors.ssoOnly}
        checked={draft.ssoOnly}
        onChange={(ssoOnly) => change({ ssoOnly, understood: false })}
      />
      {draft.ssoOnly && saved?.ssoOnly !== true && (
        <label className="flex min-h-11 items-center gap-3 text-zinc-900 dark:text-zinc-50">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.understood}
            onChange={(event) => change({ understood: event.target.checked })}
          />
          {t('ssoAdmin.ssoOnlyConfirm', { provider })}
        </label>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="mr-auto text-sm text-zinc-800 dark:text-zinc-200">
          {status}
        </p>
        {saved && (
          <Button
            ref={removeButton}
            type="button"
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('ssoAdmin.remove')}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('ssoAdmin.saving') : t('ssoAdmin.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('ssoAdmin.removeTitle')}
        body={t('ssoAdmin.removeBody', { provider: saved?.displayName ?? provider })}
        confirmLabel={t('ssoAdmin.remove')}
        cancelLabel={t('ssoAdmin.removeCancel')}
        onConfirm={() => {
          setConfirming(false)
          remove.mutate(undefined, {
            onSuccess: () => {
              setDraft(draftOf(null))
              setErrors({})
              setStatus(t('ssoAdmin.removed'))
            },
            onError: () => setStatus(t('ssoAdmin.removeFailed')),
          })
        }}
        onCancel={() => setConfirming(false)}
        onClosed={() => removeButton.current?.focus()}
      />
    </form>
  )
}

/** An address to give the identity provider, read-only. */
function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          readOnly
          value={value}
          className={fieldControlClass}
          onFocus={(event) => event.target.select()}
        />
      )}
    </Field>
  )
}
