import { useSuspenseQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { t } from '../../../app/i18n/t.ts'
import { ownProfileQuery, type PreviewData } from '../api.ts'
import { toFormValues } from '../profile-form.ts'
import { FormSection } from './form-section.tsx'
import { PhotoSection } from './photo-section.tsx'
import { ProfileSettingsForm } from './profile-settings-form.tsx'
import { SettingsNav } from './settings-nav.tsx'
import { ViewAsPreview } from './view-as-preview.tsx'

interface SettingsPageProps {
  /** Slots the route fills from other features: the profile card and the block list. */
  renderPreviewCard: (data: PreviewData) => ReactNode
  blockedStudents: ReactNode
  /** The notification settings (issue 7), shown in their own section. */
  notifications: ReactNode
}

/** Spec 2 /settings (issue 4): the owner's profile, its privacy, notifications, and who is blocked. */
export function SettingsPage({
  renderPreviewCard,
  blockedStudents,
  notifications,
}: SettingsPageProps) {
  const { data } = useSuspenseQuery(ownProfileQuery)
  // The form starts from the first answer only: a refetch after saving must not reset it.
  const [initial] = useState(() => ({ ...toFormValues(data.response), bio: data.bioHtml }))
  const profile = data.response.data
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-4 sm:px-6 lg:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('settings.title')}
      </h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t('settings.intro')}</p>
      <div className="mt-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <SettingsNav />
        <div className="flex max-w-3xl min-w-0 flex-col gap-6">
          <FormSection
            id="preview"
            title={t('settings.previewSection')}
            description={t('settings.previewIntro')}
          >
            <ViewAsPreview renderCard={renderPreviewCard} />
          </FormSection>
          <PhotoSection
            firstName={profile.firstName}
            lastName={profile.lastName}
            photoUrl={profile.photoUrl}
          />
          <ProfileSettingsForm initial={initial} email={profile.email ?? null} />
          <FormSection
            id="notifications"
            title={t('notifications.settingsTitle')}
            description={t('notifications.settingsIntro')}
          >
            {notifications}
          </FormSection>
          <div
            id="blocked"
            className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6 dark:bg-zinc-900 dark:ring-zinc-800"
          >
            {blockedStudents}
          </div>
        </div>
      </div>
    </div>
  )
}
