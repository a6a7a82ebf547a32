import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';

const CONFIRM_MS = 2000;

interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. "Copy hotkey of quantum_quill". */
  label: string;
  /** Show "Copy" text next to the icon, or the icon alone. */
  showText?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Copies `text` to the clipboard and confirms with "Copied" for two seconds. */
export function CopyButton({
  text,
  label,
  showText = true,
  variant = 'ghost',
  size = 'sm',
  className,
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const status = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy';
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
        {state === 'idle' ? '' : status}
      </span>
    </Button>
  );
}
