/*
 * The developer key the demo school's Canvas stand-in knows Quad by (issue 17). The
 * stand-in runs only on loopback in development and the e2e suite (scripts/dev.ts,
 * scripts/start.ts, e2e/playwright.config.ts start it with this client); the demo seed
 * stores the same pair as the school's LMS settings. Not a secret: it opens nothing but
 * a stand-in on this machine. No imports, so the scripts and the e2e config can read it.
 */
export const DEMO_CANVAS_CLIENT = {
  clientId: 'quad-demo',
  clientSecret: 'quad-demo-canvas-developer-key',
}

/** The stand-in's port unless CANVAS_STANDIN_PORT says otherwise (the e2e's: E2E_PORT + 10). */
export const DEMO_CANVAS_PORT = 3190
