import { NavLink } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { t } from '../../lib/i18n/t.ts'
import { ChatUnreadBadge, ChatUnreadLabel } from './chat-unread-badge.tsx'
import { menuTarget, type MenuItem } from './menu-items.ts'

interface NavItemLinkProps {
  item: MenuItem
  onNavigate: () => void
}

/**
 * One destination of the left bar or bottom menu: icon over label. The active one carries
 * aria-current="page" (NavLink sets it) and sits in a school-coloured pill, whose icon
 * colour is the school's text colour and so always contrasts.
 */
export function NavItemLink({ item, onNavigate }: NavItemLinkProps) {
  const target = menuTarget(item)
  if (target?.kind !== 'route') return null
  return (
    <NavLink
      to={target.to}
      end={target.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        'group flex min-h-14 flex-1 flex-col items-center justify-center gap-1 rounded-xl px-1 py-1.5 text-xs ' +
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ' +
        (isActive
          ? 'font-semibold text-zinc-900 dark:text-zinc-50'
          : 'text-zinc-700 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-zinc-50')
      }
    >
      {({ isActive }) => (
        <>
          <span
            className={
              'relative grid h-8 w-14 place-items-center rounded-full transition-colors motion-reduce:transition-none ' +
              (isActive
                ? 'bg-school text-on-school'
                : 'group-hover:bg-zinc-200 dark:group-hover:bg-zinc-800')
            }
          >
            <Icon name={item.icon} className="size-5" />
            {item.type === 'chat' ? <ChatUnreadBadge placement="icon" /> : null}
          </span>
          <span className="text-center leading-tight">
            {t(item.name)}
            {item.type === 'chat' ? <ChatUnreadLabel /> : null}
          </span>
        </>
      )}
    </NavLink>
  )
}
