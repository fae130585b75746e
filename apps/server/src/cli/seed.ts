/**
 * `npm run db:seed`: the demo schools (on an empty database), or
 * `npm run db:seed -- bench [count]`: the benchmark school (100,000 students by default).
 */
import { openConfiguredDatabase } from '../platform/db/open-configured.ts'
import { runMigrations } from '../platform/db/migrate.ts'
import { readConfig } from '../platform/env.ts'
import { configuredStorage } from '../platform/files/storage.ts'
import { seedBench } from '../seed/bench-seed.ts'
import { seedDemo } from '../seed/demo-seed.ts'

const [what = 'demo', countArg] = process.argv.slice(2)
if (what !== 'demo' && what !== 'bench') {
  process.stderr.write(`unknown seed '${what}': use 'demo' or 'bench [count]'\n`)
  process.exit(2)
}
const config = readConfig()
const database = await openConfiguredDatabase(config)
try {
  await runMigrations(database)
  const started = performance.now()
  if (what === 'bench') {
    const count = countArg ? Number.parseInt(countArg, 10) : 100_000
    await seedBench(database.db, count)
    process.stdout.write(
      `seeded ${count} benchmark students in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    )
  } else {
    const seeded = await seedDemo(database.db, configuredStorage(database, config.dataDir))
    process.stdout.write(
      seeded ? 'seeded the demo schools\n' : 'the database already holds data: nothing seeded\n',
    )
  }
} finally {
  await database.close()
}
