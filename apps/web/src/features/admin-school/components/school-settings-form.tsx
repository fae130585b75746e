import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { SchoolAdmin } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useSaveSchool } from '../api.ts'
import {
  errorsByPath,
  formValuesOf,
  isDirty,
  patchOf,
  validatePatch,
  type SchoolFormErrors,
  type SchoolFormValues,
} from '../school-form.ts'
import { ChatCard } from './chat-card.tsx'
import { DeletedAccountsCard } from './deleted-accounts-card.tsx'
import { FeedCard } from './feed-card.tsx'
import { HubsCard } from './hubs-card.tsx'
import { IdentityCard } from './identity-card.tsx'
import { ImagesCard } from './images-card.tsx'
import { LeaveDialog } from './leave-dialog.tsx'
import { LinksCard } from './links-card.tsx'
import { NavBarCard } from './nav-bar-card.tsx'
import { NotificationsCard } from './notifications-card.tsx'
import { PrivacyCard, type PrivacyLabels } from './privacy-card.tsx'
import { SectionsCard } from './sections-card.tsx'
import { TimeZoneCard } from './time-zone-card.tsx'

/** Focus the first field the schema refused, in the page's order. */
function focusFirstError(errors: SchoolFormErrors) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-field]')) {
    if (errors[element.dataset.field ?? ''] !== undefined) {
      element.focus()
      return
    }
  }
}

/**
 * The School page (issue 14 item 1): every card edits one draft, and one Save sends what
 * changed. The shared schema checks it here first, the server again; both name fields.
 */
export function SchoolSettingsForm({
  school,
  privacyLabels,
}: {
  school: SchoolAdmin
  privacyLabels: PrivacyLabels
}) {
  const saved = formValuesOf(school)
  const [draft, setDraft] = useState<SchoolFormValues>(saved)
  const [errors, setErrors] = useState<SchoolFormErrors>({})
  const [status, setStatus] = useState('')
  const save = useSaveSchool()
  const dirty = isDirty(saved, draft)
  const change = (patch: Partial<SchoolFormValues>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setStatus('')
  }

  /**
   * The errors drawn at once, then the first field they name focused, so a screen reader
   * reads the field with its error (not a frame later, when the draw may not be done).
   */
  const showErrors = (found: SchoolFormErrors, message: string) => {
    flushSync(() => {
      setErrors(found)
      setStatus(message)
    })
    focusFirstError(found)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const patch = patchOf(saved, draft)
    if (Object.keys(patch).length === 0) return setStatus(t('adminSchool.nothingChanged'))
    const found = validatePatch(patch)
    if (Object.keys(found).length > 0) {
      showErrors(found, t('adminSchool.fixErrors', { count: Object.keys(found).length }))
      return
    }
    setErrors({})
    save.mutate(patch, {
      onSuccess: (next) => {
        setDraft(formValuesOf(next))
        setStatus(t('adminSchool.saved'))
      },
      onError: (error) => {
        const issues = isHttpError(error) ? (error.body?.error.issues ?? []) : []
        showErrors(
          errorsByPath(issues),
          isHttpError(error) ? (error.body?.error.message ?? error.message) : error.message,
        )
      },
    })
  }

  const cardProps = { values: draft, errors, onChange: change }
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <IdentityCard {...cardProps} logoUrl={school.logo_url} />
      <TimeZoneCard {...cardProps} />
      <ImagesCard logoUrl={school.logo_url} faviconUrl={school.favicon_url} />
      <SectionsCard values={draft} onChange={change} />
      <NavBarCard {...cardProps} />
      <LinksCard {...cardProps} />
      <HubsCard {...cardProps} />
      <PrivacyCard values={draft} labels={privacyLabels} onChange={change} />
      <ChatCard {...cardProps} />
      <FeedCard {...cardProps} />
      <NotificationsCard values={draft} onChange={change} />
      <DeletedAccountsCard {...cardProps} />
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-3 rounded-2xl bg-white/95 p-3 shadow-lg ring-1 ring-zinc-200 backdrop-blur dark:bg-zinc-900/95 dark:ring-zinc-800">
        <p role="status" className="mr-auto text-sm text-zinc-800 dark:text-zinc-200">
          {status || (dirty ? t('adminSchool.unsaved') : '')}
        </p>
        {dirty ? (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(saved)
              setErrors({})
            }}
          >
            {t('adminSchool.discard')}
          </Button>
        ) : null}
        <Button type="submit" data-save-button disabled={save.isPending}>
          {save.isPending ? t('adminSchool.saving') : t('adminSchool.save')}
        </Button>
      </div>
      <LeaveDialog isDirty={dirty && !save.isPending} />
    </form>
  )
}
