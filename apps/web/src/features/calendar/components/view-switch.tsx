import { PressedGroup } from '../../../components/pressed-group.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { CALENDAR_VIEWS, type CalendarView } from '../calendar-params.ts'

interface ViewSwitchProps {
  value: CalendarView
  onChange: (view: CalendarView) => void
}

/** Month, Week, Day, Agenda: one pressed at a time. */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  return (
    <PressedGroup
      label={t('calendar.viewLabel')}
      options={CALENDAR_VIEWS.map((view) => ({ value: view, label: t(`calendar.view.${view}`) }))}
      value={value}
      onChange={onChange}
      compact
    />
  )
}
