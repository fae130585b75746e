import type { TestProject } from 'vitest/node'
import { buildEmbeddedTemplate } from './database-templates.ts'
import { buildPostgresTemplate } from './postgres-template.ts'

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
  const template =
    project.config.env.QUAD_TEST_DB === 'postgres'
      ? await buildPostgresTemplate(adminUrl())
      : await buildEmbeddedTemplate()
  project.provide('databaseTemplate', template.location)
  return () => template.drop()
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('QUAD_TEST_DB=postgres needs TEST_DATABASE_URL')
  return url
}
