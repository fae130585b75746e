import { Link, type LinkProps } from 'react-router'
import { buttonVariants, type ButtonVariant } from './button-styles.ts'

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant
}

export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return <Link className={`${buttonVariants[variant]} ${className}`} {...props} />
}
