import { Component } from 'preact';

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

/**
 * A button that copies text to the clipboard and says so in a polite status region. A class
 * component, so the pages that use it send no preact/hooks.
 */
export class CopyButton extends Component<CopyButtonProps, { status: string; key: string }> {
  override state = { status: '', key: '' };

  copy = async () => {
    const { text, copied, failed, resetKey } = this.props;
    try {
      await navigator.clipboard.writeText(text());
      this.setState({ status: copied, key: resetKey });
    } catch {
      this.setState({ status: failed, key: resetKey });
    }
  };

  override render({ label, resetKey, className = 'button' }: CopyButtonProps, { status, key }: { status: string; key: string }) {
    return (
      <>
        <button type="button" class={className} onClick={this.copy}>
          {label}
        </button>
        <span role="status" class="copy-status">
          {key === resetKey ? status : ''}
        </span>
      </>
    );
  }
}
