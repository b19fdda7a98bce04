import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the button says "Copied" before it can be used again. */
const FEEDBACK_MS = 2000;

const BUTTON_TEXT: Record<CopyState, string> = {
  idle: 'Copy',
  copied: 'Copied',
  failed: 'Selected',
};

/**
 * The command with break opportunities after the verb and after an npm scope, so a narrow
 * card wraps `npm install @scope/` + `package` instead of cutting a name in half.
 */
function withBreaks(command: string): ReactNode[] {
  return command
    .split(/(?<=\s|\/)/)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/** Selects the command so the visitor can copy it by hand when the Clipboard API is refused. */
function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) {
    return;
  }
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

interface InstallCommandProps {
  command: string;
  /** What is being installed, for the button's accessible name. */
  subject: string;
}

/** A one-line shell command with a copy button that says, visibly and aloud, what happened. */
export default function InstallCommand({command, subject}: InstallCommandProps): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(command);
      setState('copied');
    } catch {
      // Insecure origins and some embedded browsers have no clipboard access.
      if (codeRef.current) {
        selectContents(codeRef.current);
      }
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
  };

  return (
    <div className={styles.install}>
      <code ref={codeRef} className={styles.command} translate="no">
        <span className={styles.prompt} aria-hidden="true">
          $
        </span>
        {withBreaks(command)}
      </code>
      <button
        type="button"
        className={clsx(styles.button, state === 'copied' && styles.buttonCopied)}
        onClick={() => void copy()}>
        {BUTTON_TEXT[state]}
        <VisuallyHidden>{` install command for ${subject}`}</VisuallyHidden>
      </button>
      <span className={styles.status} role="status">
        {state === 'copied' ? `Copied “${command}” to the clipboard.` : null}
        {state === 'failed'
          ? 'Copying is blocked in this browser; the command is selected, press Ctrl+C or Cmd+C.'
          : null}
      </span>
    </div>
  );
}
