/** The transcript feature's public entry: the student's record, for pages that summarise it (the Dev space). */
export { myTranscriptQuery } from './api.ts'
