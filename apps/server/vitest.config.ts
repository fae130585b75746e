import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

/**
 * Which engine runs which file (decision 070). With TEST_DATABASE_URL (CI) every file runs on
 * PostgreSQL, and on PGlite too when it says so in a line of its own:
 *
 *   // @engines both: <why this file can differ by engine>
 *   // @engines embedded: <why it runs on PGlite only>
 *
 * (transactions and locking, concurrency races, start-up and kill -9, the worker socket,
 * migrations, extensions, and each feature's route contract). Without TEST_DATABASE_URL, as on
 * a newcomer's machine, every file runs on PGlite.
 */
const postgres = process.env.TEST_DATABASE_URL
const ON_PGLITE = /^\/\/ @engines (both|embedded): \S/m

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(import.meta.dirname, path.join(entry.parentPath, entry.name)))
}

const onBothEngines = testFiles(path.join(import.meta.dirname, 'src')).filter((file) =>
  ON_PGLITE.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
)

const base = {
  testTimeout: 30_000,
  hookTimeout: 90_000,
  // One migrated template per run and project; each file's database copies it (decision 040).
  globalSetup: ['src/test/global-setup.ts'],
  // Files share a worker's module graph (the app's import is evaluated once, not per file);
  // each file still gets its own database and app (decision 040).
  isolate: false,
}

export default defineConfig({
  test: {
    // Both cores: every file has its own database, ports and Redis namespace (decision 070).
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...base,
          name: 'server:pglite',
          include: postgres ? onBothEngines : ['src/**/*.test.ts'],
          env: { QUAD_TEST_DB: 'embedded' },
        },
      },
      ...(postgres
        ? [
            {
              test: {
                ...base,
                name: 'server:postgres',
                include: ['src/**/*.test.ts'],
                env: { QUAD_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
})
