/**
 * What `main.ts` needs once its database is opening: the server's modules, loaded in one
 * dynamic import, so they evaluate on the main thread while PGlite starts in its worker
 * (P6, decision 064). Everything `main.ts` imports statically is evaluated before it runs.
 * The demo's seed is not here: it brings faker, and `main.ts` loads it only for a database
 * with no school yet (a restart finds the demo there).
 */
export { createApp } from './app.ts'
export { LMS_SYNC_JOB, type LmsSyncPayload } from './features/lms/names.ts'
export { loadJwtSecret } from './platform/auth/secrets.ts'
export { runMigrations } from './platform/db/migrate.ts'
export { configuredStorage } from './platform/files/storage.ts'
export { loadKeyring, type Keyring } from './platform/integrations/index.ts'
export { fileMailer, smtpMailer } from './platform/mail/mailer.ts'
export { seedDemoLms } from './seed/demo-lms.ts'
export { seedDemoSecondFactors } from './seed/demo-second-factors.ts'
export { anySchool } from './platform/tenancy/schools.service.ts'
