// Short, non-blocking notices announced politely to screen readers.
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './notice.module.css';

const NOTICE_VISIBLE_MS = 6000;

interface NoticeItem {
  id: number;
  message: string;
}

type Notify = (message: string) => void;

const NoticeContext = createContext<Notify | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NoticeItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);

  const notify = useCallback<Notify>(
    (message) => {
      const id = nextId.current++;
      // A repeated message replaces the earlier one instead of stacking.
      setItems((current) => [...current.filter((item) => item.message !== message), { id, message }].slice(-3));
      window.setTimeout(() => dismiss(id), NOTICE_VISIBLE_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {items.map((item) => (
          <div key={item.id} className={styles.notice} data-testid="notice">
            <p>{item.message}</p>
            <button type="button" className={styles.close} aria-label="Dismiss notice" onClick={() => dismiss(item.id)}>
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        ))}
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
