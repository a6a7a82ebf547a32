import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A shimmering placeholder of a given size, hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = 16,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  style?: CSSProperties;
}) {
  return <span className={styles.skeleton} style={{ width, height, ...style }} aria-hidden="true" />;
}

/** Marks a region as loading for screen readers while skeletons fill it. */
export function LoadingRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
