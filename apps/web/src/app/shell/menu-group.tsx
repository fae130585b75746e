import { useId, useState, type ReactNode } from 'react'
import { Icon } from '../../components/icon.tsx'
import type { IconName } from '../../components/icon-paths.tsx'
import { menuIcon, menuRow } from './menu-row-styles.ts'

interface MenuGroupProps {
  icon: IconName
  label: string
  /** The group's rows, each an `<li>`. */
  children: ReactNode
}

/**
 * Spec 2 "Social Media (collapsible group)", and Switch Hub's list of hubs: a disclosure
 * button over its rows, which Tab reaches once it is open.
 */
export function MenuGroup({ icon, label, children }: MenuGroupProps) {
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
        <Icon name={icon} className={menuIcon} />
        <span className="flex-1">{label}</span>
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
        {children}
      </ul>
    </>
  )
}
