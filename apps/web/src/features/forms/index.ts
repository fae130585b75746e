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
