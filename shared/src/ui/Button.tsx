import type { ButtonHTMLAttributes } from 'react';
import styles from './Controls.module.css';

type Variant = 'primary' | 'secondary' | 'danger';

export function Button({ variant = 'primary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={`${styles.button} ${styles[variant]} ${className}`} {...props} />;
}
