import { defineModule } from '../../platform/module.ts'
import { electionRoutes } from './elections.routes.ts'
import { electionJobs, electionSubscribers } from './jobs.ts'
import { electionNotificationKinds } from './notifications.ts'
import { electionsPersonalData } from './personal-data.ts'

/**
 * A club's officer elections (issue 37 item 2, decision 108): positions, candidates, a
 * secret ballot (its voters told when voting opens), and the winners made officers on
 * confirmation. Who may do what is the clubs feature's (`club.view_members`,
 * `club.appoint_officers`).
 */
export const electionsModule = defineModule({
  name: 'elections',
  section: 'clubs',
  register: (app, ctx) => {
    electionRoutes(app, ctx)
  },
  personalData: electionsPersonalData,
  notificationKinds: electionNotificationKinds,
  jobs: electionJobs,
  subscribers: electionSubscribers,
})
