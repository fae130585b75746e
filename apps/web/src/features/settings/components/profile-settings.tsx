import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { ownProfileQuery, type PreviewData } from '../api.ts'
import { AboutSection } from './about-section.tsx'
import { ContactSection } from './contact-section.tsx'
import { FormSection } from '../../../components/form-section.tsx'
import { InterestsSection } from './interests-section.tsx'
import { PhotoSection } from './photo-section.tsx'
import { ProfileSettingsForm } from './profile-settings-form.tsx'
import { ViewAsPreview } from './view-as-preview.tsx'
import { WorkSection } from './work-section.tsx'

/** The experience entries, loaded after the profile form (issue 32: secondary UI on demand). */
const ExperiencesSection = lazy(() =>
  import('./experiences-section.tsx').then(({ ExperiencesSection }) => ({
    default: ExperiencesSection,
  })),
)

interface ProfileSettingsProps {
  /** The profile card, composed by the route (features never import each other's UI). */
  renderPreviewCard: (data: PreviewData) => ReactNode
  /** The school's connect flag (spec 3 School config). */
  connect: boolean
}

/**
 * /settings/profile: the preview, the photo (its own crop-and-save step), the profile
 * fields, each with who may see it, saved together with one button, and the experience
 * entries (each saved at once).
 */
export function ProfileSettings({ renderPreviewCard, connect }: ProfileSettingsProps) {
  const { data } = useSuspenseQuery(ownProfileQuery)
  const profile = data.response.data
  return (
    <>
      <FormSection
        id="preview"
        title={t('settings.previewSection')}
        description={t('settings.previewIntro')}
      >
        <ViewAsPreview renderCard={renderPreviewCard} connect={connect} />
      </FormSection>
      <PhotoSection
        firstName={profile.firstName}
        lastName={profile.lastName}
        photoUrl={profile.photoUrl}
      />
      <ProfileSettingsForm label={t('settings.formLabel')}>
        {(form, savedBio) => (
          <>
            <AboutSection form={form} initialBio={savedBio} />
            <WorkSection form={form} />
            <InterestsSection form={form} />
            <ContactSection form={form} email={profile.email ?? null} />
          </>
        )}
      </ProfileSettingsForm>
      <Suspense fallback={null}>
        <ExperiencesSection />
      </Suspense>
    </>
  )
}
