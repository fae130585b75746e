import type { ComponentProps } from 'react'
import { buttonVariants, type ButtonVariant } from './button-styles.ts'

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={`${buttonVariants[variant]} ${className}`} {...props} />
}
