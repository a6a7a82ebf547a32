// Short, non-blocking notices, shown in the flow of the page right under what raised them (a card's
// buttons, a section's heading), so they cover no text: an overlay at the window's edge covered
// whatever paragraph stood there. Each place keeps its own notice until it is dismissed or replaced
// there; none goes away by itself, which would move the page under the reader. One polite live region
// per provider speaks each notice as it is raised.
import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import styles from './notice.module.css';

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  // A counter beside the message, so the same notice raised twice is spoken twice.
  const [spoken, setSpoken] = useState<{ id: number; message: string } | null>(null);
  const announce = useCallback<Announce>((message) => setSpoken((last) => ({ id: (last?.id ?? 0) + 1, message })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite">
        {spoken && <span key={spoken.id}>{spoken.message}</span>}
      </div>
    </AnnounceContext.Provider>
  );
}

interface InlineNotice {
  /** Shows `message` here, in place of this place's last notice, and speaks it. */
  show: (message: string) => void;
  /** The notice, to render right under the controls that raise it; null while there is none. */
  element: ReactNode;
}

/** A place's own notice: render `element` where it belongs, call `show` from its controls. */
export function useInlineNotice(): InlineNotice {
  const announce = useContext(AnnounceContext);
  if (!announce) throw new Error('useInlineNotice needs a NoticeProvider above it');
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);
  // The control that raised it: focus goes back there when the notice is dismissed from the keyboard.
  const raisedBy = useRef<HTMLElement | null>(null);
  const show = useCallback(
    (message: string) => {
      raisedBy.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setNotice((last) => ({ id: (last?.id ?? 0) + 1, message }));
      announce(message);
    },
    [announce],
  );
  const dismiss = useCallback(() => setNotice(null), []);
  const element = useMemo(
    () => notice && <NoticeBox key={notice.id} message={notice.message} onDismiss={dismiss} returnFocusTo={raisedBy} />,
    [notice, dismiss],
  );
  return { show, element };
}

function NoticeBox({
  message,
  onDismiss,
  returnFocusTo,
}: {
  message: string;
  onDismiss: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const close = () => {
    const closeHadFocus = document.activeElement?.closest(`.${styles.notice}`) != null;
    onDismiss();
    if (closeHadFocus && returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
  };
  return (
    <div className={styles.notice} data-testid="notice">
      <p>{message}</p>
      <button type="button" className={styles.close} aria-label="Dismiss notice" onClick={close}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
