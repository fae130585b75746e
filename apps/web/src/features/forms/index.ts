/*
 * Forms and surveys (issue 37 item 1, decision 110). The club route lazy-loads its parts
 * (Manage → Forms, the forms for you) from their component files; its pages are here.
 */
export {
  FormAnswerPage,
  FormEditPage,
  FormResultsPage,
  type FormsPlace,
} from './components/form-pages.tsx'
export { clubFormsPlace, myFormsPlace } from './components/places.tsx'
export { ManagedForms } from './components/club-forms.tsx'
export { MyForms } from './components/my-forms.tsx'
export { FormRoute, useFormPageName } from './components/form-route.tsx'
/*
 * A form's question as an event's registration asks it (decision 113): the builder's
 * question, its answer field and its results.
 */
export { AnswerField } from './components/answer-field.tsx'
export { errorsOf, focusFirstInvalid } from './answer-issues.ts'
export { QuestionEditor, REGISTRATION_KINDS } from './components/question-editor.tsx'
export { QuestionResult } from './components/form-results.tsx'
export { draftQuestion, newQuestion, questionBody, type DraftQuestion } from './draft.ts'
