import { useEffect, useRef, useState } from 'react';
import { initialsOf } from '../lib/format';
import styles from './avatar.module.css';

/** The sizes drawn (avatar.module.css): a class each, since the Content Security Policy allows no style attribute. */
const SIZE_CLASSES = { 44: styles.size44, 48: styles.size48, 64: styles.size64 };

interface AvatarProps {
  src: string;
  name: string;
  size?: keyof typeof SIZE_CLASSES;
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
    <span className={`${styles.avatar} ${SIZE_CLASSES[size]}`} data-fallback={failed || undefined}>
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
