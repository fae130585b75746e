import { t } from '../../../app/i18n/t.ts'
import type { ProfileFormValues } from '../profile-form.ts'
import { useProfileForm } from '../use-profile-form.ts'
import { AboutSection } from './about-section.tsx'
import { ContactSection } from './contact-section.tsx'
import { InterestsSection } from './interests-section.tsx'
import { LeaveGuard } from './leave-guard.tsx'
import { PrivacySection } from './privacy-section.tsx'
import { SaveBar } from './save-bar.tsx'
import { WorkSection } from './work-section.tsx'

interface ProfileSettingsFormProps {
  initial: ProfileFormValues
  email: string | null
}

/** Every profile field and privacy choice, saved together with one button (issue 4). */
export function ProfileSettingsForm({ initial, email }: ProfileSettingsFormProps) {
  const { form, formRef, version, savedBio, otherErrors, isDirty, isSaving, submit, discard } =
    useProfileForm(initial)
  return (
    <form
      ref={formRef}
      aria-label={t('settings.formLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!isSaving) submit()
      }}
      className="flex flex-col gap-6"
    >
      <div key={version} className="flex flex-col gap-6">
        <AboutSection form={form} initialBio={savedBio} />
        <WorkSection form={form} />
        <InterestsSection form={form} />
        <ContactSection form={form} email={email} />
        <PrivacySection form={form} />
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
