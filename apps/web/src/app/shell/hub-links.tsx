import { NavLink } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { useSchool } from '../../lib/school/school.ts'
import { hubClubsPath } from './menu-items.ts'
import { menuIcon, menuRow, menuRowActive } from './menu-row-styles.ts'

/** Switch Hub's rows: each of the school's hubs opens that hub's club section (spec 2). */
export function HubLinks({ onNavigate }: { onNavigate: () => void }) {
  const { hubs } = useSchool()
  return hubs.map((hub) => (
    <li key={hub.id}>
      <NavLink
        to={hubClubsPath(hub)}
        onClick={onNavigate}
        className={({ isActive }) => `${menuRow} ${isActive ? menuRowActive : ''}`}
      >
        <Icon name="swap" className={menuIcon} />
        {hub.name}
      </NavLink>
    </li>
  ))
}
