import { registerMessages } from '../../lib/i18n/t.ts'

/** The calendar section's strings, loaded with it (decision 009). */
export const calendarMessages = {
  'calendar.intro':
    'Your classes, your events, your clubs’ events and what’s on at school, week by week.',
  'calendar.visitorIntro': 'What’s on at {school}: the events open to everyone.',
  'calendar.signIn': 'Sign in to see your own events',
  'calendar.previous': 'Previous {unit}',
  'calendar.next': 'Next {unit}',
  'calendar.unit.month': 'month',
  'calendar.unit.week': 'week',
  'calendar.unit.day': 'day',
  'calendar.unit.agenda': 'month',
  'calendar.today': 'Today',
  'calendar.zoneNote': 'Times are the school’s: {zone} ({label}).',
  'calendar.viewLabel': 'View',
  'calendar.view.month': 'Month',
  'calendar.view.week': 'Week',
  'calendar.view.day': 'Day',
  'calendar.view.agenda': 'Agenda',
  'calendar.sourcesLabel': 'Show events from (colour key)',
  'calendar.source.mine': 'My events',
  'calendar.source.clubs': 'My clubs',
  'calendar.source.school': 'School',
  'calendar.source.classes': 'My classes',
  'calendar.source.meetings': 'My meetings',
  'calendar.meetingWith': 'Meeting with {name}',
  'calendar.loading': 'Loading the calendar…',
  'calendar.error': 'The calendar could not be loaded.',
  'calendar.retry': 'Try again',
  'calendar.noSources': 'Every source is switched off. Switch one on to see its events.',
  'calendar.dayLabel': '{date}, {count}',
  'calendar.countNone': 'no events',
  'calendar.countOne': '1 event',
  'calendar.countOther': '{count} events',
  'calendar.more': '+{count} more',
  'calendar.moreLabel': '{count} more on {date}: open the day',
  'calendar.gridHint':
    'Arrow keys move between days, Page Up and Page Down between months; Enter opens the day.',
  'calendar.allDay': 'All day',
  'calendar.allDayRow': 'All-day events',
  'calendar.timeRange': '{start} to {end}',
  'calendar.dayRange': '{start} to {end}',
  'calendar.clashesWith': 'Clashes with {titles}',
  'calendar.cancelled': 'Cancelled',
  'calendar.going': 'You’re going',
  'calendar.agendaEmpty': 'Nothing on this month. Try the next month, or switch on more sources.',
  'calendar.dayEmpty': 'Nothing on this day.',
  'calendar.agendaEarlier': 'Show earlier this month ({count})',
  'calendar.agendaNothingLeft': 'Nothing else on this month from today.',
  'calendar.subscribe': 'Subscribe',
  'calendar.subscribeTitle': 'Subscribe in your calendar app',
  'calendar.subscribeBody':
    'Add this address to Google Calendar, Apple Calendar or Outlook as a subscription (“From URL”), and the events you’re going to appear there and stay up to date.',
  'calendar.feedLabel': 'Your personal address',
  'calendar.feedPrivate': 'Keep it private: anyone with it can see your events.',
  'calendar.copy': 'Copy address',
  'calendar.copied': 'Address copied.',
  'calendar.copyFailed': 'Could not copy: select the address and copy it yourself.',
  'calendar.includeClubs': 'Include my clubs’ events',
  'calendar.includeClubsHint': 'Changing this gives you a new address; the old one stops working.',
  'calendar.create': 'Create my address',
  'calendar.creating': 'Creating…',
  'calendar.reset': 'Reset address',
  'calendar.resetTitle': 'Reset your address?',
  'calendar.resetBody':
    'Calendars subscribed to the old address stop updating. You will need to subscribe again with the new one.',
  'calendar.resetConfirm': 'Reset address',
  'calendar.changeTitle': 'Get a new address?',
  'calendar.changeConfirm': 'Get a new address',
  'calendar.cancel': 'Cancel',
  'calendar.close': 'Close',
  'calendar.feedLoading': 'Loading your address…',
  'calendar.feedError': 'That did not work: {reason} Try again in a moment.',
  'calendar.newAddress': 'Your new address is ready. The old one no longer works.',
} as const satisfies Record<string, string>

registerMessages(calendarMessages)

type CalendarMessages = typeof calendarMessages
declare module '../../lib/i18n/messages.ts' {
  /** This section's keys, typed for t() wherever they are used (decision 019). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the section's keys
  interface SectionCatalogue extends CalendarMessages {}
}
