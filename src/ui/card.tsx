import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

type CardProps = HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'article' | 'li' };

export function Card({ as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag className={[styles.card, className].filter(Boolean).join(' ')} {...rest} />;
}
