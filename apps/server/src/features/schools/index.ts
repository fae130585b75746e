/** What other features may use of the schools feature. */
export { escapeXml, schoolMarkSvg } from './school-mark.ts'
