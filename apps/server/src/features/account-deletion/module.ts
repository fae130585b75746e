import { defineModule } from '../../platform/module.ts'
import { deletionRoutes } from './deletion.routes.ts'
import { deletionJobs } from './jobs.ts'

/**
 * Deleting one's own account after the school's grace period (issue 18 item 4, decision
 * 058): scheduled with a re-authentication, cancelled by the student or by signing in,
 * carried out by a job through every feature's personal data parts.
 */
export const accountDeletionModule = defineModule({
  name: 'account-deletion',
  register: (app, ctx) => deletionRoutes(app, ctx),
  jobs: deletionJobs,
})
