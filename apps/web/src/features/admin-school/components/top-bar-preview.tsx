import { textColourOn } from '@quad/shared'
import { Icon } from '../../../components/icon.tsx'
import { t } from '../../../lib/i18n/t.ts'

/**
 * The top bar as students will see it with the colour being edited: the live preview
 * (issue 14). Its own colours, not the page's CSS variables, so the console's own
 * chrome keeps the saved colour until Save.
 */
export function TopBarPreview(props: { colour: string; name: string; logoUrl: string | null }) {
  const { colour, name, logoUrl } = props
  const text = textColourOn(colour)
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {t('adminSchool.preview')}
      </figcaption>
      <div
        data-testid="top-bar-preview"
        className="flex h-16 items-center gap-3 rounded-xl px-3 shadow-sm"
        style={{ backgroundColor: `#${colour}`, color: text }}
      >
        <span className="grid size-11 place-items-center" aria-hidden="true">
          <Icon name="menu" />
        </span>
        {logoUrl ? (
          <img src={logoUrl} alt="" className="size-9 rounded-xl bg-white object-contain p-0.5" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-xl text-lg font-bold"
            style={{ backgroundColor: text, color: `#${colour}` }}
          >
            Q
          </span>
        )}
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="text-xs font-semibold tracking-[0.2em] uppercase">{t('app.name')}</span>
          <span className="truncate text-base font-semibold">{name}</span>
        </span>
      </div>
    </figure>
  )
}
