import type { ComponentProps } from 'react'
import { buttonVariants, type ButtonVariant } from './button-styles.ts'

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
}

/*
 * A server-rendered form's submit button is live before its JavaScript runs: a tap on it, or
 * Enter in one of its fields (the browser's implicit submission clicks it), is held by
 * /boot.js and made again once React listens (decision 075). Disabled until then, as it once
 * was, Enter did nothing at all and the student had to press it again.
 */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={`${buttonVariants[variant]} ${className}`} {...props} />
}
