import type { TestProject } from 'vitest/node'
import { buildEmbeddedTemplate } from './database-templates.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated template (test-database.ts); absent when no global setup ran. */
    databaseTemplate?: string
  }
}

/**
 * Once per run and project (vitest globalSetup): migrate one template that every test
 * file's fresh database starts from, instead of migrating each (decision 040). Returns
 * the teardown, which drops it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // PostgreSQL creates and migrates a database in 0.3–0.5 s: each file migrates its own.
  // A shared PostgreSQL template needed a lock held across the whole run and a clean-up
  // of other runs' templates, and a fresh-clone CI lost its template mid-run (decision 040).
  if (project.config.env.QUAD_TEST_DB === 'postgres') return () => Promise.resolve()
  const template = await buildEmbeddedTemplate()
  project.provide('databaseTemplate', template.location)
  return () => template.drop()
}
