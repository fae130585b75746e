import { defineModule } from '../../platform/module.ts'
import { photoRoutes } from './photo.routes.ts'
import { profileRoutes } from './profiles.routes.ts'

/** Profile cards, the owner's profile and photos. */
export const profilesModule = defineModule({
  name: 'profiles',
  register(app, { database, storage }) {
    profileRoutes(app, database)
    photoRoutes(app, database, storage)
  },
})
