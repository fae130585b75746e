import type { ClubMembershipFilter } from '@quad/shared'
import { PressedGroup } from '../../../components/pressed-group.tsx'
import { t } from '../../../lib/i18n/t.ts'

interface ViewToggleProps {
  value: ClubMembershipFilter
  onChange: (value: ClubMembershipFilter) => void
}

/** All clubs or only the student's own (spec 3 filter StudentMembership). */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <PressedGroup
      label={t('clubs.viewLabel')}
      options={[
        { value: 'all', label: t('clubs.viewAll') },
        { value: 'mine', label: t('clubs.viewMine') },
      ]}
      value={value}
      onChange={onChange}
      className="shrink-0 self-start sm:self-auto"
    />
  )
}
