import { defineModule } from '../../platform/module.ts'
import { deviceRoutes } from './devices.routes.ts'

/** A student's signed-in devices and signing them out (issue 18 item 3, decision 056). */
export const devicesModule = defineModule({
  name: 'devices',
  register: (app, { database, bus }) => deviceRoutes(app, database, bus),
})
