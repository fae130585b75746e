import { useId, type ComponentProps } from 'react'

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string
}

/** A labelled input; the label is always visible, never only a placeholder. */
export function TextField({ label, className = '', ...props }: TextFieldProps) {
  const id = useId()
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        {label}
      </label>
      <input
        id={id}
        className={
          'min-h-11 w-full rounded-lg border border-zinc-500 bg-white px-3 py-2 text-base text-zinc-900 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
          'dark:border-zinc-400 dark:bg-zinc-950 dark:text-zinc-50 dark:focus-visible:outline-white'
        }
        {...props}
      />
    </div>
  )
}
