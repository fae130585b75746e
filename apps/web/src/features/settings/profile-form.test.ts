import type { OwnProfileResponse } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import {
  hasChanges,
  joinAddress,
  splitAddress,
  toFormValues,
  toProfileUpdate,
  type ProfileFormValues,
} from './profile-form.ts'

function ownProfile(overrides: Partial<OwnProfileResponse['data']> = {}): OwnProfileResponse {
  return {
    data: {
      uid: 'u1',
      id: 'u1',
      firstName: 'Maya',
      lastName: 'Patel',
      photoUrl: null,
      largePhotoUrl: null,
      genderPronoun: 'she/they',
      accountType: 'student',
      yearOfGraduation: 2030,
      visitableProfile: true,
      connectionStatus: -1,
      groups: [],
      bio: '<p>Hi</p>',
      languages: [{ language: 'German', iconUrl: '/g.svg' }],
      lookingForSelections: [{ value: 'Part-time job' }],
      industrySelections: [{ value: 'Law' }],
      interests: [{ interest: 'Jazz' }, { interest: 'Chess' }],
      sports: [{ name: 'Tennis' }],
      currentAddress: '12 Elm St, Apt 4',
      city: 'Springfield',
      phoneMobile: null,
      ...overrides,
    },
    visibility: {
      email: 'school',
      phones: 'connections',
      address: 'connections',
      job: 'school',
      bio: 'school',
      languages: 'school',
      lookingFor: 'school',
      industries: 'school',
      interests: 'school',
      sports: 'school',
      experiences: 'school',
      badges: 'school',
    },
    directoryOptOut: false,
    currentAddressRaw: null,
  }
}

describe('address lines and [[SEP]]', () => {
  it('splits a stored address on [[SEP]] and pads to three lines', () => {
    expect(splitAddress('12 Elm St[[SEP]]Apt 4')).toEqual(['12 Elm St', 'Apt 4', ''])
  })

  it('splits the formatted (comma) address the server sends the owner', () => {
    expect(splitAddress('12 Elm St, Apt 4')).toEqual(['12 Elm St', 'Apt 4', ''])
  })

  it('keeps everything past the second line on the last one', () => {
    expect(splitAddress('a[[SEP]]b[[SEP]]c[[SEP]]d')).toEqual(['a', 'b', 'c, d'])
  })

  it('has three empty lines for no address', () => {
    expect(splitAddress(null)).toEqual(['', '', ''])
  })

  it('joins non-empty trimmed lines with [[SEP]], or clears the address', () => {
    expect(joinAddress([' 12 Elm St ', '', 'Apt 4'])).toBe('12 Elm St[[SEP]]Apt 4')
    expect(joinAddress(['', ' ', ''])).toBeNull()
  })
})

describe('form values ↔ ProfileUpdate', () => {
  const saved = toFormValues(ownProfile())
  const edit = (patch: Partial<ProfileFormValues>) => ({ ...saved, ...patch })

  it('reads every list and inverts the directory opt-out', () => {
    expect(saved.languages).toEqual(['German'])
    expect(saved.lookingFor).toEqual(['Part-time job'])
    expect(saved.industries).toEqual(['Law'])
    expect(saved.interests).toEqual(['Jazz', 'Chess'])
    expect(saved.sports).toEqual(['Tennis'])
    expect(saved.yearOfGraduation).toBe('2030')
    expect(saved.showInDirectory).toBe(true)
    expect(saved.phoneMobile).toBe('')
  })

  it('sends nothing when nothing changed', () => {
    expect(toProfileUpdate(saved, saved)).toEqual({})
    expect(hasChanges(saved, saved)).toBe(false)
  })

  it('sends only what changed, trimmed, with empty text as null', () => {
    const update = toProfileUpdate(
      edit({ city: '  ', workTitle: ' Tutor ', interests: ['Jazz'], yearOfGraduation: '2031' }),
      saved,
    )
    expect(update).toEqual({
      city: null,
      workTitle: 'Tutor',
      interests: ['Jazz'],
      yearOfGraduation: 2031,
    })
  })

  it('writes the address back joined by [[SEP]] only when a line changed', () => {
    const lines = ['12 Elm St', 'Apt 5', '']
    expect(toProfileUpdate(edit({ addressLines: lines }), saved)).toEqual({
      currentAddress: '12 Elm St[[SEP]]Apt 5',
    })
  })

  it('maps the switches and only the changed visibilities', () => {
    const update = toProfileUpdate(
      edit({
        showInDirectory: false,
        visitableProfile: false,
        visibility: { ...saved.visibility, interests: 'private' },
      }),
      saved,
    )
    expect(update).toEqual({
      directoryOptOut: true,
      visitableProfile: false,
      fieldVisibility: { interests: 'private' },
    })
  })

  it('clears a bio that has no text left', () => {
    expect(toProfileUpdate(edit({ bio: '<p><br></p>' }), saved)).toEqual({ bio: null })
    expect(toProfileUpdate(edit({ bio: '<p><b>Hi</b></p>' }), saved)).toEqual({
      bio: '<p><b>Hi</b></p>',
    })
  })
})

it('edits the stored address lines, commas included, from the raw value', () => {
  const values = toFormValues({
    ...ownProfile(),
    currentAddressRaw: '1 Elm St, Apt 2[[SEP]]Building C',
  })
  expect(values.addressLines.slice(0, 2)).toEqual(['1 Elm St, Apt 2', 'Building C'])
})
