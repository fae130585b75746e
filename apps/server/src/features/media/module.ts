import { defineModule } from '../../platform/module.ts'
import { mediaRoutes } from './media.routes.ts'

/** Generated avatars, club art and favicons. */
export const mediaModule = defineModule({
  name: 'media',
  register: (app, { database }) => mediaRoutes(app, database),
})
