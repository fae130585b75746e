/** The student-records feature's public entry: what other features may use. */
export { syncSource, writeSisBatch } from './sis-push.service.ts'
