// Short, non-blocking notices announced politely to screen readers. One at a time: a new notice
// replaces the last, and it shows at the window's edge away from the control that raised it (at the
// top, under the sticky header, for a control in the window's lower half), so it never covers it.
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './notice.module.css';

const NOTICE_VISIBLE_MS = 6000;

interface NoticeItem {
  id: number;
  message: string;
  /** Which edge of the window it shows at. */
  edge: 'top' | 'bottom';
}

/** The edge of the window farther from `control` (the bottom when there is none). */
function edgeAwayFrom(control: Element | null): NoticeItem['edge'] {
  if (!control?.isConnected) return 'bottom';
  const { top, bottom } = control.getBoundingClientRect();
  return (top + bottom) / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
}

type Notify = (message: string) => void;

const NoticeContext = createContext<Notify | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [item, setItem] = useState<NoticeItem | null>(null);
  const nextId = useRef(1);
  // The control last clicked (or pressed with a key, which clicks it too): what raised a notice,
  // which may come a moment after the click (Share's, once the clipboard took the text).
  const lastControl = useRef<Element | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element)
        lastControl.current = event.target.closest('button, a, [role="button"]') ?? event.target;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const dismiss = useCallback((id: number) => setItem((current) => (current?.id === id ? null : current)), []);

  const notify = useCallback<Notify>(
    (message) => {
      const id = nextId.current++;
      setItem({ id, message, edge: edgeAwayFrom(lastControl.current ?? document.activeElement) });
      window.setTimeout(() => dismiss(id), NOTICE_VISIBLE_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" data-edge={item?.edge ?? 'bottom'}>
        {item && (
          <div key={item.id} className={styles.notice} data-testid="notice">
            <p>{item.message}</p>
            <button type="button" className={styles.close} aria-label="Dismiss notice" onClick={() => dismiss(item.id)}>
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </NoticeContext.Provider>
  );
}

/** Returns a function that shows a notice. */
export function useNotice(): Notify {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotice needs a NoticeProvider above it');
  return notify;
}
