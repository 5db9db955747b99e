import type { ReactNode } from 'react'
import { Link } from 'react-router'
import classes from './LinkButton.module.css'

type Variant = 'filled' | 'default'

/**
 * A link, or a plain button, that looks like Mantine's Button. Mantine's Button brings its loader and
 * transitions along, which what must paint first (welcome page, error screen) does without.
 */
export function LinkButton({
  to,
  variant = 'filled',
  children,
}: {
  to: string
  variant?: Variant
  children: ReactNode
}) {
  return (
    <Link to={to} className={classes.button} data-variant={variant}>
      {children}
    </Link>
  )
}

export function PlainButton({
  onClick,
  variant = 'filled',
  children,
}: {
  onClick: () => void
  variant?: Variant
  children: ReactNode
}) {
  return (
    <button type="button" onClick={onClick} className={classes.button} data-variant={variant}>
      {children}
    </button>
  )
}
