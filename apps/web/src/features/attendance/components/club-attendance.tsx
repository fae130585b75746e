import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { clubAttendanceQuery, downloadClubAttendance } from '../api.ts'
import { AttendanceTotals } from './attendance-totals.tsx'
import { BarCell, NumberCell } from './bar-cell.tsx'
import { TermTrend } from './term-trend.tsx'
import { ReportFrame } from './report-frame.tsx'
import { ReportTable } from './report-table.tsx'

/**
 * The Manage area's Attendance (issue 37 item 5, decision 111): the club's term in numbers
 * and event by event (going, checked in with a bar, no-shows once ended, returning), any
 * earlier term, and the CSV. Those who run the club only: its own chunk.
 */
export default function ClubAttendance({ clubId }: { clubId: string }) {
  const [term, setTerm] = useState<string | undefined>(undefined)
  const query = useQuery(clubAttendanceQuery(clubId, term))
  return (
    <ReportFrame
      intro={t('attendance.clubIntro')}
      query={query}
      picked={term}
      onTerm={setTerm}
      download={(key) => downloadClubAttendance(clubId, key)}
    >
      {(report) => {
        const most = Math.max(...report.events.map((event) => event.going), 1)
        return (
          <div className="flex flex-col gap-4">
            <AttendanceTotals totals={report.totals} />
            <TermTrend terms={report.terms} shown={report.term.key} />
            {report.events.length > 0 ? (
              <ReportTable
                caption={t('attendance.byEvent')}
                columns={[
                  'attendance.event',
                  'attendance.going',
                  'attendance.checkedIn',
                  'attendance.noShows',
                  'attendance.returning',
                ]}
              >
                {report.events.map((event) => (
                  <tr key={event.id}>
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <Link
                        to={`/events/${encodeURIComponent(event.id)}`}
                        className="font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus dark:focus-visible:outline-white"
                      >
                        {event.title}
                      </Link>
                      <span className="block text-zinc-700 dark:text-zinc-300">
                        {formatDate(new Date(event.startsAt))}
                      </span>
                    </th>
                    <NumberCell value={event.going} />
                    <BarCell value={event.checkedIn} most={most} />
                    <NumberCell value={event.noShows} />
                    <NumberCell value={event.returning} />
                  </tr>
                ))}
              </ReportTable>
            ) : null}
          </div>
        )
      }}
    </ReportFrame>
  )
}
