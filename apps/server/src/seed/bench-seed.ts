import type { Db } from '../platform/db/database.ts'
import { hashPassword } from '../platform/auth/passwords.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { findSchoolByCode } from '../platform/tenancy/schools.service.ts'
import { buildStudent, createFaker, insertSchool, insertStudents } from './factories.ts'

export const BENCH_SCHOOL = 'bench'

/**
 * The P1 benchmark's school: `count` students (100,000 by default) in one school.
 * One password hash is shared, since hashing 100k Argon2id passwords would take an hour.
 */
export async function seedBench(db: Db, count = 100_000): Promise<School> {
  const existing = await findSchoolByCode(db, BENCH_SCHOOL)
  if (existing) return existing
  const passwordHash = await hashPassword('quad-bench')
  const faker = createFaker(4242)
  return db.transaction(async (tx) => {
    const school = await insertSchool(tx, { code: BENCH_SCHOOL, name: 'Benchmark State' })
    const chunk = 10_000
    for (let done = 0; done < count; done += chunk) {
      const n = Math.min(chunk, count - done)
      const builds = Array.from({ length: n }, () => buildStudent(faker, passwordHash))
      await insertStudents(tx, school, builds)
    }
    return school
  })
}
