/**
 * What `main.ts` needs once its database is opening: the server's modules, loaded in one
 * dynamic import, so they evaluate on the main thread while PGlite starts in its worker
 * (P6, decision 064). Everything `main.ts` imports statically is evaluated before it runs.
 */
export { createApp } from './app.ts'
export { LMS_SYNC_JOB, type LmsSyncPayload } from './features/lms/names.ts'
export { loadJwtSecret } from './platform/auth/secrets.ts'
export { runMigrations } from './platform/db/migrate.ts'
export { configuredStorage } from './platform/files/storage.ts'
export { loadKeyring, type Keyring } from './platform/integrations/index.ts'
export { fileMailer, smtpMailer } from './platform/mail/mailer.ts'
export { finishDemoFromDump } from './seed/demo-dump.ts'
export { seedDemoLms } from './seed/demo-lms.ts'
export { DEMO_PASSWORD, seedDemo } from './seed/demo-seed.ts'
export { seedDemoSecondFactors } from './seed/demo-second-factors.ts'
