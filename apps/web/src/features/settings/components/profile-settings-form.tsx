import { useSuspenseQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { ownProfileQuery } from '../api.ts'
import { toFormValues } from '../profile-form.ts'
import { useProfileForm, type ProfileFormApi } from '../use-profile-form.ts'
import { LeaveGuard } from './leave-guard.tsx'
import { SaveBar } from './save-bar.tsx'

interface ProfileSettingsFormProps {
  /** The form's accessible name. */
  label: string
  /** The sections this sub-page edits; the form saves only what changed, with one button. */
  children: (form: ProfileFormApi, savedBio: string) => ReactNode
}

/**
 * The profile sub-page's fields or the privacy sub-page's choices (issue 4, issue 12):
 * one form, one explicit Save, and a question before leaving with unsaved changes.
 */
export function ProfileSettingsForm({ label, children }: ProfileSettingsFormProps) {
  const { data } = useSuspenseQuery(ownProfileQuery)
  // The form starts from the answer the page opened with: a refetch after saving must not reset it.
  const [initial] = useState(() => ({ ...toFormValues(data.response), bio: data.bioHtml }))
  const { form, formRef, version, savedBio, otherErrors, isDirty, isSaving, submit, discard } =
    useProfileForm(initial)
  return (
    <form
      method="post"
      ref={formRef}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!isSaving) submit()
      }}
      className="flex flex-col gap-6"
    >
      <div key={version} className="flex flex-col gap-6">
        {children(form, savedBio)}
      </div>
      <SaveBar
        isDirty={isDirty}
        isSaving={isSaving}
        otherErrors={otherErrors}
        onDiscard={discard}
      />
      <LeaveGuard isDirty={isDirty} />
    </form>
  )
}
