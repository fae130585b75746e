import { Icon } from '../../components/icon.tsx'
import { t } from '../../lib/i18n/t.ts'
import type { MenuItem } from './menu-items.ts'
import { menuIcon, menuRow } from './menu-row-styles.ts'

interface ExternalMenuLinkProps {
  item: MenuItem
  href: string
}

/**
 * An address outside Quad: a new tab, without giving that page a handle on this one
 * (noopener) or our address (noreferrer). The new tab is announced, not only drawn.
 */
export function ExternalMenuLink({ item, href }: ExternalMenuLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={menuRow}>
      <Icon name={item.icon} className={menuIcon} />
      <span className="flex-1">
        {t(item.name)}
        <span className="sr-only"> {t('common.opensInNewTab')}</span>
      </span>
      <Icon name="external" className="size-4 text-zinc-500 dark:text-zinc-400" />
    </a>
  )
}
