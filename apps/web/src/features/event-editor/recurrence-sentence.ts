import { locale } from '../../lib/i18n/messages.ts'
import { t } from '../../lib/i18n/t.ts'
import { WEEKDAYS, weekdayOf, type Recurrence, type Weekday } from './recurrence.ts'

// 2024-01-01 was a Monday: the names come from Intl, in the catalogue's locale.
const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
const dateName = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
const list = new Intl.ListFormat(locale, { type: 'conjunction' })

function nameOf(day: Weekday): string {
  return dayName.format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)))
}

/** "Every week on Monday and Wednesday, 10 times": what the RRULE says, for the officer. */
export function recurrenceSentence(recurrence: Recurrence, startDate: string): string | null {
  if (recurrence.frequency === 'none') return null
  const startDay = weekdayOf(startDate)
  const days = recurrence.weekdays.length > 0 ? recurrence.weekdays : startDay ? [startDay] : []
  const rule =
    recurrence.frequency === 'daily'
      ? t('eventEditor.sentenceDaily')
      : recurrence.frequency === 'weekly'
        ? t('eventEditor.sentenceWeekly', {
            days: list.format(WEEKDAYS.filter((day) => days.includes(day)).map(nameOf)),
          })
        : t('eventEditor.sentenceMonthly', { day: Number(startDate.slice(8, 10)) || 1 })
  if (recurrence.ends === 'until' && recurrence.until) {
    const date = dateName.format(new Date(`${recurrence.until}T00:00:00Z`))
    return t('eventEditor.sentenceUntil', { rule, date })
  }
  return t('eventEditor.sentenceCount', { rule, count: recurrence.count })
}

/** Monday first (issue 15: the week starts on Monday), with each day's name. */
export function weekdayNames(): { day: Weekday; name: string }[] {
  return WEEKDAYS.map((day) => ({ day, name: nameOf(day) }))
}
