import type { ComponentProps } from 'react'
import { useHydrated } from '../lib/use-hydrated.ts'
import { buttonVariants, type ButtonVariant } from './button-styles.ts'

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  // A server-rendered form cannot be sent before its JavaScript runs (decision 075): its
  // submit button waits, and with it the Enter key's implicit submission.
  const hydrated = useHydrated()
  return (
    <button
      type={type}
      disabled={disabled === true || (type === 'submit' && !hydrated)}
      className={`${buttonVariants[variant]} ${className}`}
      {...props}
    />
  )
}
