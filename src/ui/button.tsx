import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Class names for anything that should look like a button (links included). */
export function buttonClassName({ variant = 'primary', size = 'md' }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], size !== 'md' && styles[size], extra].filter(Boolean).join(' ');
}

type ButtonProps = ComponentPropsWithRef<'button'> & StyleProps;

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...rest} />;
}
