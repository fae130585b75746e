import { MENU_LINK_KEYS, type MenuLinkKey } from '@quad/shared'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'
import type { SchoolFormErrors, SchoolFormValues } from '../school-form.ts'
import { FormField } from './form-field.tsx'
import { SettingsCard } from './settings-card.tsx'

/** Each external entry by its name in the main menu (spec 2). */
const LINK_NAMES: Record<MenuLinkKey, PlainMessageKey> = {
  virtual_space: 'menu.virtualSpace',
  product_news: 'menu.productNews',
  newsletters: 'menu.newsletters',
  training_videos: 'menu.trainingVideos',
  jobs: 'menu.jobs',
  instagram: 'menu.instagram',
  twitter: 'menu.twitter',
  facebook: 'menu.facebook',
  features_list: 'menu.featuresList',
}

interface LinksCardProps {
  values: SchoolFormValues
  errors: SchoolFormErrors
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/** One https field per external entry of the main menu; an empty one leaves it out. */
export function LinksCard({ values, errors, onChange }: LinksCardProps) {
  return (
    <SettingsCard
      id="links"
      title={t('adminSchool.linksTitle')}
      description={t('adminSchool.linksBody')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {MENU_LINK_KEYS.map((key) => (
          <FormField
            key={key}
            type="url"
            inputMode="url"
            placeholder="https://"
            label={t(LINK_NAMES[key])}
            field={`menu_links.${key}`}
            value={values.menu_links[key] ?? ''}
            error={errors[`menu_links.${key}`]}
            onChange={(event) =>
              onChange({ menu_links: { ...values.menu_links, [key]: event.target.value } })
            }
          />
        ))}
      </div>
    </SettingsCard>
  )
}
