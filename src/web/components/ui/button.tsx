import { clsx } from 'clsx'
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { Link, type LinkProps } from 'react-router'

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'outline-light' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  accent: 'bg-accent-400 text-slate-900 shadow-sm hover:bg-accent-300 active:bg-accent-500',
  outline: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 active:bg-brand-100',
  'outline-light': 'border border-white/80 text-white hover:bg-white/10 active:bg-white/20',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-brand-800 active:bg-slate-200',
  // For what cannot be undone: delete, deactivate, take a role away.
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm sm:text-base',
  lg: 'h-12 px-6 text-base',
}

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return clsx(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap',
    'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  )
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>
  variant?: ButtonVariant
  size?: ButtonSize
  children: ReactNode
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} {...props}>
      {children}
    </button>
  )
}

type LinkButtonProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize }

/** A link that looks like a button: it navigates, so it is an `<a>`. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return (
    <Link
      className={buttonClasses(
        variant,
        size,
        typeof className === 'string' ? className : undefined,
      )}
      {...props}
    />
  )
}
