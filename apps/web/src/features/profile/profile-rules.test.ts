import type { UserProfile } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import { studentProfileHref } from '../../lib/app-links.ts'
import {
  canLinkName,
  contactAddress,
  contactDetails,
  GROUPS_SECTION_ENABLED,
  needsReadMore,
  visibleSections,
} from './profile-rules.ts'

function buildProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: 'u1',
    id: 'u1',
    firstName: 'Jonah',
    lastName: 'Okafor',
    photoUrl: null,
    largePhotoUrl: null,
    genderPronoun: null,
    accountType: 'student',
    yearOfGraduation: 2026,
    visitableProfile: false,
    connectionStatus: 0,
    groups: [],
    ...overrides,
  }
}

describe('name link (spec 2)', () => {
  it('links when visitable or when connect is off, else plain text', () => {
    expect(canLinkName({ visitableProfile: true }, true)).toBe(true)
    expect(canLinkName({ visitableProfile: false }, false)).toBe(true)
    expect(canLinkName({ visitableProfile: false }, true)).toBe(false)
    expect(studentProfileHref('a b')).toBe('/student_profile?uid=a+b')
  })
})

describe('bio Read More (spec 9)', () => {
  it('appears above 400 characters, not at 400', () => {
    expect(needsReadMore('x'.repeat(400))).toBe(false)
    expect(needsReadMore('x'.repeat(401))).toBe(true)
  })
})

describe('sections shown only with data (spec 2)', () => {
  it('a bare profile, or one with only absent/empty fields, shows none', () => {
    expect([...visibleSections(buildProfile(), null)]).toEqual([])
    const blank = buildProfile({ interests: [], email: '  ', companyName: null, badges: [] })
    expect([...visibleSections(blank, '')]).toEqual([])
  })

  it('shows each section that has data, in spec order', () => {
    const profile = buildProfile({
      languages: [{ language: 'French', iconUrl: '/fr.svg' }],
      workTitle: 'Intern',
      lookingForSelections: [{ value: 'Mentor' }],
      industrySelections: [{ value: 'Finance' }],
      interests: [{ interest: 'Chess' }],
      sports: [{ name: 'Rowing' }],
      phoneWork: '+1 555 0100',
      badges: [{ name: 'Helper', iconUrl: '/b.svg', awardedAt: '2025-01-01' }],
    })
    expect([...visibleSections(profile, 'Hello')]).toEqual([
      'bio',
      'languages',
      'job',
      'lookingFor',
      'careerInterests',
      'interests',
      'sports',
      'contact',
      'badges',
    ])
  })

  it('the groups section is switched off even when there are groups', () => {
    expect(GROUPS_SECTION_ENABLED).toBe(false)
    const profile = buildProfile({ groups: [{ groupName: 'Chess club', logoUrl: null }] })
    expect(visibleSections(profile, null).has('groups')).toBe(false)
  })
})

describe('contact details (spec 2, 3)', () => {
  it('joins city, zipcode, state and country with commas, skipping blanks', () => {
    const profile = buildProfile({ city: 'Lagos', zipcode: '', state: null, country: 'Nigeria' })
    expect(contactAddress(profile)).toBe('Lagos, Nigeria')
  })

  it('turns [[SEP]] in currentAddress into commas', () => {
    const profile = buildProfile({ currentAddress: '12 Elm St[[SEP]]Apt 4[[SEP]]Boston' })
    expect(contactDetails(profile)).toEqual({
      email: null,
      phoneWork: null,
      address: null,
      currentAddress: '12 Elm St, Apt 4, Boston',
    })
  })
})
