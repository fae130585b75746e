import type { TestProject } from 'vitest/node'
import { bundleServerIfStale } from '../../build/bundle.ts'
import { buildEmbeddedTemplate } from './database-templates.ts'
import { buildPostgresTemplate } from './postgres-template.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's migrated templates (test-database.ts), one key per engine so one project's
     * can never be read as the other's; absent when no global setup ran.
     */
    embeddedTemplate?: string
    postgresTemplate?: string
  }
}

/**
 * Once per run and project (vitest globalSetup): migrate one template that every test
 * file's fresh database starts from, instead of migrating each (decisions 040 and 070).
 * Returns the teardown, which drops it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The process tests start the server as `npm start` does, from its bundle (spawn-server.ts).
  await bundleServerIfStale()
  if (project.config.env.QUAD_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('QUAD_TEST_DB=postgres needs TEST_DATABASE_URL')
    const template = await buildPostgresTemplate(url)
    project.provide('postgresTemplate', template.location)
    return () => template.drop()
  }
  const template = await buildEmbeddedTemplate()
  project.provide('embeddedTemplate', template.location)
  return () => template.drop()
}
