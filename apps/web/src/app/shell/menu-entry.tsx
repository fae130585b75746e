import { NavLink } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { t } from '../../lib/i18n/t.ts'
import { ChatUnreadBadge, ChatUnreadLabel } from './chat-unread-badge.tsx'
import { ExternalMenuLink } from './external-menu-link.tsx'
import { HubLinks } from './hub-links.tsx'
import { LogoutMenuItem } from './logout-menu-item.tsx'
import { MenuGroup } from './menu-group.tsx'
import { menuTarget, type MenuItem } from './menu-items.ts'
import { menuIcon, menuRow, menuRowActive } from './menu-row-styles.ts'

interface MenuEntryProps {
  item: MenuItem
  /** Spec 4: clicking a route closes the menus. */
  onNavigate: () => void
}

/** One row of the main menu, drawn by what the item does (menu-items.ts menuTarget). */
export function MenuEntry({ item, onNavigate }: MenuEntryProps) {
  const target = menuTarget(item)
  switch (target?.kind) {
    case 'route':
      return (
        <NavLink
          to={target.to}
          end={target.end}
          onClick={onNavigate}
          className={({ isActive }) => `${menuRow} ${isActive ? menuRowActive : ''}`}
        >
          <Icon name={item.icon} className={menuIcon} />
          {t(item.name)}
          {item.type === 'chat' ? (
            <>
              <ChatUnreadLabel />
              <ChatUnreadBadge placement="row" />
            </>
          ) : null}
        </NavLink>
      )
    case 'external':
      return <ExternalMenuLink item={item} href={target.href} />
    case 'logout':
      return <LogoutMenuItem onDone={onNavigate} />
    case 'group':
      return (
        <MenuGroup icon={item.icon} label={t(item.name)}>
          {target.items.map((child) => (
            <li key={child.name}>
              <MenuEntry item={child} onNavigate={onNavigate} />
            </li>
          ))}
        </MenuGroup>
      )
    case 'hubs':
      return (
        <MenuGroup icon={item.icon} label={t(item.name)}>
          <HubLinks onNavigate={onNavigate} />
        </MenuGroup>
      )
    default:
      return null
  }
}
