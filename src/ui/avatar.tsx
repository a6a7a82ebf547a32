import { useEffect, useRef, useState } from 'react';
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
  const imageRef = useRef<HTMLImageElement>(null);
  const failed = failedSrc === src;

  // A pre-rendered image can fail before the page hydrates, when no one listens for its error.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      data-fallback={failed || undefined}
    >
      {failed ? (
        <span aria-hidden="true">{initialsOf(name)}</span>
      ) : (
        <img
          ref={imageRef}
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
