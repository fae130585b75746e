import { t } from '../../../lib/i18n/t.ts'
import { SvgIcon } from '../../../components/icon.tsx'
import { menuTriggerClass } from '../../../components/menu-styles.ts'

/** The smiling face with a plus that opens the emoji picker beside a message. */
export function AddReactionButton({ onPress }: { onPress: () => void }) {
  return (
    <button
      type="button"
      aria-label={t('chat.addReaction')}
      className={menuTriggerClass.compact}
      onClick={onPress}
    >
      <SvgIcon className="size-5">
        <path d="M20.9 11a9 9 0 1 1-7.9-7.9" />
        <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0" />
        <path d="M9 9.5h.01M15 9.5h.01" />
        <path d="M19 2v6M16 5h6" />
      </SvgIcon>
    </button>
  )
}
