import { GROUPS_SHOWN } from '../profile-rules.ts'

interface GroupsListProps {
  groups: ReadonlyArray<{ groupName: string; logoUrl: string | null }>
}

/** Spec 2 groups section, off for now (GROUPS_SECTION_ENABLED); spec 9: at most 4. */
export function GroupsList({ groups }: GroupsListProps) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {groups.slice(0, GROUPS_SHOWN).map((group) => (
        <li key={group.groupName} className="flex items-center gap-2">
          {group.logoUrl ? (
            <img src={group.logoUrl} alt="" className="size-8 rounded-lg object-cover" />
          ) : null}
          <span className="font-medium">{group.groupName}</span>
        </li>
      ))}
    </ul>
  )
}
