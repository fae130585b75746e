import { BADGE_ICONS, type BadgeIcon } from '@quad/shared'
import { fieldErrorClass, fieldLabelClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'

/** The fixed set of badge icons as radio buttons, each drawn as the server serves it. */
export function IconPicker(props: {
  value: BadgeIcon
  onChange: (icon: BadgeIcon) => void
  error?: string | undefined
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className={`${fieldLabelClass} mb-1.5`}>{t('adminBadges.icon')}</legend>
      <div className="flex flex-wrap gap-2">
        {BADGE_ICONS.map((icon) => (
          <label
            key={icon}
            className="flex cursor-pointer items-center gap-2 rounded-xl p-2 ring-1 ring-zinc-300 has-checked:ring-2 has-checked:ring-blue-700 has-focus-visible:outline-2 has-focus-visible:outline-blue-700 dark:ring-zinc-600 dark:has-checked:ring-blue-300"
          >
            <input
              type="radio"
              name="badge-icon"
              value={icon}
              checked={props.value === icon}
              className="sr-only"
              onChange={() => {
                props.onChange(icon)
              }}
            />
            <img src={`/media/badge-icons/${icon}.svg`} alt="" className="size-8 rounded-lg" />
            <span className="text-sm">{t(`adminBadges.icon.${icon}`)}</span>
          </label>
        ))}
      </div>
      {props.error ? <p className={fieldErrorClass}>{props.error}</p> : null}
    </fieldset>
  )
}
