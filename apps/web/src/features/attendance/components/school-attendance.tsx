import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { downloadSchoolAttendance, schoolAttendanceQuery } from '../api.ts'
import { AttendanceTotals } from './attendance-totals.tsx'
import { BarCell, NumberCell } from './bar-cell.tsx'
import { TermTrend } from './term-trend.tsx'
import { ReportFrame } from './report-frame.tsx'
import { ReportTable } from './report-table.tsx'

/**
 * The school's Attendance (issue 37 item 5, decision 111), in Admin → Attendance for staff
 * (`ownPage`: its header says what it is) and in the Overview for admins: the term in
 * numbers and club by club (check-ins with a bar, people, repeat attendees, new members),
 * any earlier term, and the CSV.
 */
export function SchoolAttendance({ ownPage = false }: { ownPage?: boolean }) {
  const [term, setTerm] = useState<string | undefined>(undefined)
  const query = useQuery(schoolAttendanceQuery(term))
  return (
    <ReportFrame
      {...(ownPage ? {} : { intro: t('attendance.schoolIntro') })}
      query={query}
      picked={term}
      onTerm={setTerm}
      download={downloadSchoolAttendance}
    >
      {(report) => {
        const shown = report.clubs
        const most = Math.max(...shown.map((line) => line.totals.checkedIn), 1)
        return (
          <div className="flex flex-col gap-4">
            <AttendanceTotals totals={report.totals} />
            <TermTrend terms={report.terms} shown={report.term.key} />
            {shown.length > 0 ? (
              <ReportTable
                caption={t('attendance.byClub')}
                columns={[
                  'attendance.club',
                  'attendance.events',
                  'attendance.checkedIn',
                  'attendance.attendees',
                  'attendance.repeatAttendees',
                  'attendance.newMembers',
                ]}
              >
                {shown.map((line) => (
                  <tr key={line.club?.id ?? 'own'}>
                    <th scope="row" className="py-2 pr-3 font-semibold">
                      {line.club?.name ?? t('attendance.ownEvents')}
                    </th>
                    <NumberCell value={line.totals.events} />
                    <BarCell value={line.totals.checkedIn} most={most} />
                    <NumberCell value={line.totals.attendees} />
                    <NumberCell value={line.totals.repeatAttendees} />
                    <NumberCell value={line.totals.newMembers} />
                  </tr>
                ))}
              </ReportTable>
            ) : null}
            {report.clubCount > shown.length ? (
              <p className="text-sm text-zinc-700 dark:text-zinc-300">
                {t('attendance.shownFirst', {
                  shown: formatNumber(shown.length),
                  count: formatNumber(report.clubCount),
                })}
              </p>
            ) : null}
          </div>
        )
      }}
    </ReportFrame>
  )
}
