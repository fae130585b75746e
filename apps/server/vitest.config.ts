import { defineConfig } from 'vitest/config'

/**
 * Every server suite runs on PGlite; when TEST_DATABASE_URL is set (CI) it runs
 * again on PostgreSQL (architecture.md "Data").
 */
const postgres = process.env.TEST_DATABASE_URL
const base = {
  include: ['src/**/*.test.ts'],
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
    projects: [
      { test: { ...base, name: 'server:pglite', env: { QUAD_TEST_DB: 'embedded' } } },
      ...(postgres
        ? [{ test: { ...base, name: 'server:postgres', env: { QUAD_TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
})
