import { useId, type ComponentProps } from 'react'
import { fieldControlClass, fieldLabelClass } from './field-styles.ts'

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string
}

/** A labelled input; the label is always visible, never only a placeholder. */
export function TextField({ label, className = '', ...props }: TextFieldProps) {
  const id = useId()
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input id={id} className={fieldControlClass} {...props} />
    </div>
  )
}
