import { t } from '../../../lib/i18n/t.ts'
import { ImageUpload } from './image-upload.tsx'
import { SettingsCard } from './settings-card.tsx'

/** Logo and favicon: each uploads at once, outside the form's Save. */
export function ImagesCard({
  logoUrl,
  faviconUrl,
}: {
  logoUrl: string | null
  faviconUrl: string | null
}) {
  return (
    <SettingsCard
      id="images"
      title={t('adminSchool.imagesTitle')}
      description={t('adminSchool.imagesBody')}
    >
      <ImageUpload
        kind="logo"
        label={t('adminSchool.logo')}
        hint={t('adminSchool.logoHint')}
        url={logoUrl}
      />
      <ImageUpload
        kind="favicon"
        label={t('adminSchool.favicon')}
        hint={t('adminSchool.faviconHint')}
        url={faviconUrl}
      />
    </SettingsCard>
  )
}
