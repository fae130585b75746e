import { defineModule } from '../../platform/module.ts'
import { downloadRoutes } from './download.routes.ts'
import { exportRoutes } from './exports.routes.ts'
import { dataExportJobs } from './jobs.ts'

/**
 * The export of everything Quad holds about a student (issue 18 item 4, decision 057):
 * a job writes every personal data part into a ZIP, downloaded by a signed link that also
 * needs the student's session.
 */
export const dataExportModule = defineModule({
  name: 'data-export',
  register: (app, ctx) => {
    exportRoutes(app, ctx)
    downloadRoutes(app, ctx)
  },
  jobs: dataExportJobs,
})
