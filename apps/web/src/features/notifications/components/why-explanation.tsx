import type { NotificationItem } from '@quad/shared'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { textLinkClass } from '../../../components/text-link.ts'
import { NOTIFICATION_SETTINGS_HREF } from '../settings-href.ts'
import { categoryLabel, roleLabel, settingLabel } from '../labels.ts'

interface WhyExplanationProps {
  id: string
  item: NotificationItem
  onNavigate: () => void
}

/** Issue 7 "Why did I get this?": the preference that let it through, in words, and where to change it. */
export function WhyExplanation({ id, item, onNavigate }: WhyExplanationProps) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <p
      id={id}
      ref={ref}
      tabIndex={-1}
      className="mt-2 rounded-lg bg-zinc-100 p-3 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-focus dark:bg-zinc-800 dark:text-zinc-50 dark:focus-visible:outline-white"
    >
      {whyText(item)}{' '}
      <Link to={NOTIFICATION_SETTINGS_HREF} onClick={onNavigate} className={textLinkClass}>
        {t('notifications.whyLink')}
      </Link>
    </p>
  )
}

/** The preference in words; a club's names the club and the role it is set for. */
function whyText(item: NotificationItem): string {
  const setting = settingLabel(item.setting)
  if (item.group) {
    const { name, role } = item.group
    return t('notifications.whyGroupText', { club: name, role: roleLabel(role), setting })
  }
  return t('notifications.whyText', { category: categoryLabel(item.category), setting })
}
