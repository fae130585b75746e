/** The settings forms' fields are the app's one set (components/field-styles.ts). */
export {
  fieldControlClass as controlClass,
  fieldErrorClass as errorClass,
  fieldHintClass as hintClass,
  fieldLabelClass as labelClass,
} from '../../../components/field-styles.ts'
