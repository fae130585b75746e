import type { NotificationPreferences } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import {
  attendeePlatformChange,
  emailChange,
  globalChange,
  groupPlatformChange,
  platformChange,
} from './preferences-api.ts'

const preferences: NotificationPreferences = {
  academic: { grades: { in_app: 'yes', mobile: 'no', email: 'yes' } },
  general: { connectionRequests: { in_app: 'yes', mobile: 'no', email: 'yes' } },
  groups: [
    {
      groupId: 'chess1',
      name: 'Chess Club',
      role: 'member',
      settings: { postsOnNews: { in_app: 'yes', mobile: 'no', email: 'no' } },
    },
    {
      groupId: 'chess1',
      name: 'Chess Club',
      role: 'officer',
      settings: { newMember: { in_app: 'yes', mobile: 'no', email: 'no' } },
    },
  ],
  attendee: { eventReminder: { in_app: 'yes', mobile: 'no', email: 'no' } },
  global: { academic: { grades: 'enabled' }, general: {}, groups: {} },
  email: { digest: 'off', quietHours: null, timeZone: 'UTC' },
  push: { lockScreenText: false },
}

describe('preference changes', () => {
  it('switch one platform of one setting, and say where to send it', () => {
    const change = platformChange('general', 'connectionRequests', 'email', 'no')
    expect(change.path).toBe('/api/v1/notifications/preferences/general/connectionRequests')
    expect(change.body).toEqual({ preferences: { email: 'no' } })
    expect(change.apply(preferences).general.connectionRequests).toEqual({
      in_app: 'yes',
      mobile: 'no',
      email: 'no',
    })
    expect(change.apply(preferences).academic).toBe(preferences.academic)
  })

  it('switch one club’s setting for one role', () => {
    const change = groupPlatformChange(
      { groupId: 'chess1', role: 'officer' },
      'newMember',
      'in_app',
      'no',
    )
    expect(change.path).toBe(
      '/api/v1/notifications/preferences/groups/groups/chess1/officer/newMember',
    )
    expect(change.body).toEqual({ preferences: { in_app: 'no' } })
    const [member, officer] = change.apply(preferences).groups
    expect(officer?.settings.newMember?.in_app).toBe('no')
    expect(member).toBe(preferences.groups[0])
  })

  it('switch an attendee setting, the student’s own in no club', () => {
    const change = attendeePlatformChange('eventReminder', 'email', 'yes')
    expect(change.path).toBe('/api/v1/notifications/preferences/groups/eventReminder')
    expect(change.body).toEqual({ preferences: { email: 'yes' } })
    expect(change.apply(preferences).attendee.eventReminder?.email).toBe('yes')
    expect(change.apply(preferences).groups).toBe(preferences.groups)
    // A setting the matrix does not hold changes nothing.
    expect(attendeePlatformChange('nothing', 'email', 'yes').apply(preferences)).toBe(preferences)
  })

  it('switch a setting off everywhere', () => {
    const change = globalChange('academic', 'grades', 'disabled')
    expect(change.path).toBe('/api/v1/notifications/preferences/global/academic/grades')
    expect(change.apply(preferences).global.academic.grades).toBe('disabled')
  })

  it('change email options', () => {
    const change = emailChange({ quietHours: { start: '22:00', end: '07:00' } })
    expect(change.apply(preferences).email).toEqual({
      digest: 'off',
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'UTC',
    })
  })
})
