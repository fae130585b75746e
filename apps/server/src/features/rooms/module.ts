import { defineModule } from '../../platform/module.ts'
import { roomActions } from './actions.ts'
import { roomRoutes } from './rooms.routes.ts'

/**
 * Rooms (issue 37 item 4, decision 105): the school's rooms, which events book; the
 * events feature keeps the booking itself (`events.room_id` and its exclusion constraint).
 */
export const roomsModule = defineModule({
  name: 'rooms',
  section: 'events',
  actions: roomActions,
  register: (app, ctx) => {
    roomRoutes(app, ctx)
  },
})
