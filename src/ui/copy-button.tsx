import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';

const CONFIRM_MS = 2000;
/** A confirmation with a follow-up stays long enough to read the sentence. */
const FOLLOW_UP_MS = 6000;

export type CopyState = 'idle' | 'copied' | 'failed';

interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. "Copy hotkey of quantum_quill". */
  label: string;
  /** Show "Copy" text next to the icon, or the icon alone. */
  showText?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** A sentence the confirmation adds after "Copied.", such as what to fill in before running it. */
  followUp?: string | null;
  /** Told each change of the confirmation's state. */
  onStateChange?: (state: CopyState) => void;
}

/** "Copied", or "Copied." and what follows it. */
export function copiedText(followUp?: string | null): string {
  return followUp ? `Copied. ${followUp}` : 'Copied';
}

/** Copies `text` to the clipboard and confirms with "Copied" for two seconds (with a follow-up, six). */
export function CopyButton({
  text,
  label,
  showText = true,
  variant = 'ghost',
  size = 'sm',
  className,
  followUp,
  onStateChange,
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => onStateChange?.(state), [state, onStateChange]);

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), followUp ? FOLLOW_UP_MS : CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [state, followUp]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const status = state === 'copied' ? copiedText() : state === 'failed' ? 'Copy failed' : 'Copy';
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={copy}
      aria-label={state === 'idle' ? label : status}
      data-state={state}
    >
      {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {showText && <span aria-hidden="true">{status}</span>}
      <span className="visually-hidden" aria-live="polite">
        {state === 'idle' ? '' : state === 'copied' ? copiedText(followUp) : status}
      </span>
    </Button>
  );
}
