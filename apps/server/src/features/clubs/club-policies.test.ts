import { expect, it } from 'vitest'
import { Policies, type Actor } from '../../platform/policies/policies.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { clubOfficersRule } from './club-policies.ts'
import { clubsModule } from './module.ts'

/** Decision 024: clubs add their membership rule to the one policies vocabulary. */
const ctx = useTestApp()

it("lets a club's officers update it, and no member or other school's officer", async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'cp', name: 'Club Policies' })
  const other = await insertSchool(database.db, { code: 'cp2', name: 'Other' })
  const officer = await insertTestStudent(database, school, { email: 'o@cp.edu' })
  const member = await insertTestStudent(database, school, { email: 'm@cp.edu' })
  const club = await insertClub(ctx(), school, {
    name: 'Chess',
    officers: [officer.id],
    members: [member.id],
  })
  const policies = new Policies([clubsModule])
  policies.allow('club.update', clubOfficersRule(database.db))
  const actor = (userId: number, schoolId = school.id): Actor => ({
    userId,
    schoolId,
    roles: [],
    operator: false,
  })
  const subject = { schoolId: school.id, clubUid: club.uid }
  expect(await policies.can(actor(officer.id), 'club.update', subject)).toBe(true)
  expect(await policies.can(actor(member.id), 'club.update', subject)).toBe(false)
  expect(await policies.can(actor(officer.id, other.id), 'club.update', subject)).toBe(false)
  expect(await policies.can(actor(officer.id), 'report.list', subject)).toBe(false)
})
