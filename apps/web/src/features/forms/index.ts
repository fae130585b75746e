/*
 * Forms and surveys (issue 37 item 1, decision 110). The club route lazy-loads its parts
 * (Manage → Forms, the forms for you) from their component files; its pages are here.
 */
export { FormAnswerPage, FormEditPage, FormResultsPage } from './components/form-pages.tsx'
export { formQuery, formResultsQuery } from './api.ts'
