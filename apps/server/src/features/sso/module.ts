import { defineModule } from '../../platform/module.ts'
import { ssoActions } from './actions.ts'
import { oidcRoutes } from './oidc/oidc.routes.ts'
import { samlRoutes } from './saml/saml.routes.ts'
import { ssoSettingsRoutes } from './settings.routes.ts'
import { ssoJobs } from './sso-once-sweep.ts'

/**
 * Single sign-on per school (issue 18 item 1): the school's identity provider over
 * OpenID Connect (`oidc/`) or SAML 2.0 (`saml/`); both end in `finishSsoSignIn`, which
 * matches the account by subject or verified email or makes it just in time. An hourly
 * job sweeps both protocols' expired single-use values (`sso-once-sweep.ts`).
 */
export const ssoModule = defineModule({
  name: 'sso',
  actions: ssoActions,
  register: (app, ctx) => {
    ssoSettingsRoutes(app, ctx)
    oidcRoutes(app, ctx)
    samlRoutes(app, ctx)
  },
  jobs: ssoJobs,
})
