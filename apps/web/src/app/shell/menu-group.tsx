import { useId, useState, type ReactNode } from 'react'
import { Icon } from '../../components/icon.tsx'
import { t } from '../i18n/t.ts'
import type { MenuItem } from './menu-items.ts'
import { menuIcon, menuRow } from './menu-row-styles.ts'

interface MenuGroupProps {
  item: MenuItem
  items: readonly MenuItem[]
  renderItem: (item: MenuItem) => ReactNode
}

/** Spec 2 "Social Media (collapsible group)": a disclosure button over its links. */
export function MenuGroup({ item, items, renderItem }: MenuGroupProps) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          setExpanded((value) => !value)
        }}
        className={menuRow}
      >
        <Icon name={item.icon} className={menuIcon} />
        <span className="flex-1">{t(item.name)}</span>
        <Icon
          name="chevronDown"
          className={`size-4 text-zinc-500 transition-transform motion-reduce:transition-none dark:text-zinc-400 ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!expanded}
        className="ml-5 border-l border-zinc-200 pl-2 dark:border-zinc-700"
      >
        {items.map((child) => (
          <li key={child.name}>{renderItem(child)}</li>
        ))}
      </ul>
    </>
  )
}
