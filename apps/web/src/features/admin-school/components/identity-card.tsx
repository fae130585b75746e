import { brightnessRuleColour, contrastRatio, HexColor, parseHex, textColourOn } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import type { SchoolFormErrors, SchoolFormValues } from '../school-form.ts'
import { FormField } from './form-field.tsx'
import { SettingsCard } from './settings-card.tsx'
import { TopBarPreview } from './top-bar-preview.tsx'

/** WCAG 1.4.3: 4.5:1 for body text. The spec 9 rule picks the text; below this we warn. */
const READABLE_CONTRAST = 4.5

interface IdentityCardProps {
  values: SchoolFormValues
  errors: SchoolFormErrors
  logoUrl: string | null
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/** Name and colour, with the top bar as it will look and the spec 9 text rule shown. */
export function IdentityCard({ values, errors, logoUrl, onChange }: IdentityCardProps) {
  const colour = values.top_bar_bg_color
  const valid = HexColor.safeParse(colour).success
  return (
    <SettingsCard
      id="identity"
      title={t('adminSchool.identityTitle')}
      description={t('adminSchool.identityBody')}
    >
      <FormField
        label={t('adminSchool.name')}
        field="name"
        value={values.name}
        error={errors.name}
        maxLength={120}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className="flex items-end gap-3">
        <FormField
          className="flex-1"
          label={t('adminSchool.colour')}
          hint={t('adminSchool.colourHint')}
          field="top_bar_bg_color"
          value={colour}
          error={errors.top_bar_bg_color}
          maxLength={6}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(event) => onChange({ top_bar_bg_color: event.target.value.replace('#', '') })}
        />
        <input
          type="color"
          aria-label={t('adminSchool.colourPicker')}
          value={valid ? `#${colour.toLowerCase()}` : '#005fbf'}
          onChange={(event) => onChange({ top_bar_bg_color: event.target.value.slice(1) })}
          className="mb-7 h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1 dark:border-zinc-700 dark:bg-zinc-900"
        />
      </div>
      {valid ? <ContrastNote colour={colour} /> : null}
      {valid ? <TopBarPreview colour={colour} name={values.name} logoUrl={logoUrl} /> : null}
    </SettingsCard>
  )
}

const ratioOf = (colour: string, text: string) =>
  contrastRatio(parseHex(colour), parseHex(text.slice(1)))
const nameOf = (text: string) =>
  text === '#000000' ? t('adminSchool.textBlack') : t('adminSchool.textWhite')

/**
 * The text colour the bar gets and its ratio. Spec 9's brightness rule alone can fall
 * below 4.5:1 (mid greys, saturated reds); then Quad's `textColourOn` takes the other
 * colour, and the admin is told why the bar's text is not what the rule says.
 */
function ContrastNote({ colour }: { colour: string }) {
  const text = textColourOn(colour)
  const ratio = ratioOf(colour, text)
  const byRule = brightnessRuleColour(colour)
  const ruleRatio = ratioOf(colour, byRule)
  return (
    <div aria-live="polite" className="flex flex-col gap-1 text-sm">
      <p className="text-zinc-700 dark:text-zinc-300" data-testid="contrast-note">
        {t('adminSchool.contrast', {
          text: nameOf(text),
          ratio: ratio.toFixed(1),
        })}
      </p>
      {ruleRatio < READABLE_CONTRAST || ratio < READABLE_CONTRAST ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800">
          {t('adminSchool.contrastLow', {
            rule: nameOf(byRule),
            ratio: ruleRatio.toFixed(2),
            text: nameOf(text),
          })}
        </p>
      ) : null}
    </div>
  )
}
