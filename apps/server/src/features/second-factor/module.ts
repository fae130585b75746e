import { defineModule } from '../../platform/module.ts'
import { secondFactorLoginRoutes } from './login.routes.ts'
import { secondFactorRoutes } from './second-factor.routes.ts'

/**
 * The TOTP second factor and recovery codes (issue 18 item 2, decision 055): Settings →
 * Security's routes, and the login's second step and the enrolment admins and staff must
 * go through (the password step's challenge is `login-challenge.ts`, wired in app.ts).
 */
export const secondFactorModule = defineModule({
  name: 'second-factor',
  register: (app, ctx) => {
    secondFactorRoutes(app, ctx)
    secondFactorLoginRoutes(app, ctx)
  },
})
