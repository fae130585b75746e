import { contribute } from '../../platform/extension-points.ts'
import { defineModule } from '../../platform/module.ts'
import { calendarPartPoint } from '../events/index.ts'
import { schedulePersonalData } from './personal-data.ts'
import { scheduleRoutes } from './schedule.routes.ts'
import { classesPart } from './schedule.service.ts'

/**
 * The student schedule from the student-records feed (issue 17, decision 051):
 * student_schedule, schedule_config, and the student's classes in the calendar.
 */
export const scheduleModule = defineModule({
  name: 'schedule',
  section: 'edu',
  register: (app, ctx) => scheduleRoutes(app, ctx),
  contributes: [contribute(calendarPartPoint, classesPart)],
  personalData: schedulePersonalData,
})
