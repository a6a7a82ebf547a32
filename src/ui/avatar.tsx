import { useState } from 'react';
import { initialsOf } from '../lib/format';
import styles from './avatar.module.css';

interface AvatarProps {
  src: string;
  name: string;
  size?: number;
}

/** A round avatar that falls back to the person's initials when the image fails. */
export function Avatar({ src, name, size = 44 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.38 }} data-fallback={failed || undefined}>
      {failed ? (
        <span aria-hidden="true">{initialsOf(name)}</span>
      ) : (
        <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
      )}
    </span>
  );
}
