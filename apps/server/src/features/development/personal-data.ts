import { eq } from 'drizzle-orm'
import { developmentGoals, developmentSkills } from '../../db/schema/development.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'
import { goalsOf, skillsOf } from './development.service.ts'

/** The Dev space's goals and skills (issue 36 item 5): the student's own, exported and erased. */
export const developmentPersonalData: PersonalDataPart = {
  name: 'development',
  describes: {
    what: 'Your Dev space: the goals you set and the skills you listed',
    kept: 'Until you delete them or your account is deleted',
  },
  async export(db, subject) {
    return {
      records: {
        goals: await goalsOf(db, subject.school, subject.userId),
        skills: await skillsOf(db, subject.userId),
      },
    }
  },
  async erase(tx, { userId }) {
    await tx.delete(developmentGoals).where(eq(developmentGoals.userId, userId))
    await tx.delete(developmentSkills).where(eq(developmentSkills.userId, userId))
  },
}
