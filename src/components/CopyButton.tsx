import { useEffect, useState } from 'preact/hooks';

interface CopyButtonProps {
  /** Button label. */
  label: string;
  /** What to copy, read when the button is pressed. */
  text: () => string;
  /** Status once copied, and the advice when the browser refuses. */
  copied: string;
  failed: string;
  /** The status clears whenever this changes (what would be copied changed). */
  resetKey: string;
  className?: string;
}

/** A button that copies text to the clipboard and says so in a polite status region. */
export function CopyButton({ label, text, copied, failed, resetKey, className = 'button' }: CopyButtonProps) {
  const [status, setStatus] = useState('');
  useEffect(() => setStatus(''), [resetKey]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setStatus(copied);
    } catch {
      setStatus(failed);
    }
  };
  return (
    <>
      <button type="button" class={className} onClick={copy}>
        {label}
      </button>
      <span role="status" class="copy-status">
        {status}
      </span>
    </>
  );
}
