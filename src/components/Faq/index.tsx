/**
 * A list of questions and answers as an accordion, after the WAI-ARIA accordion pattern: each
 * question is a `<button>` inside a heading, with `aria-expanded` and `aria-controls` pointing
 * at its answer. Enter and Space come from the button itself; Up/Down/Home/End move between
 * questions. Answers stay in the server HTML (only `hidden`), so they are indexed and readable
 * before hydration. (Not `<details>`: a `<summary>` is not a button to assistive technology and
 * takes no `aria-controls`, and the arrow keys are the pattern's.)
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import ChevronDownIcon from '@site/src/components/Icon/ChevronDown';
import styles from './styles.module.css';

export interface FaqItem {
  /** Stable id, used for the accordion's element ids. */
  id: string;
  question: string;
  /** The answer's paragraphs. */
  answer: readonly ReactNode[];
}

export interface FaqProps {
  entries: readonly FaqItem[];
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
}

/** The id of an entry's question button: what a link to the question names. */
const questionId = (idPrefix: string, id: string): string => `${idPrefix}-${id}-question`;

export default function Faq({entries, idPrefix}: FaqProps): React.JSX.Element {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  // A link to a question (a search result's anchor) opens its answer, on arrival and on a later
  // click of such a link within the page.
  useEffect(() => {
    const openLinked = () => {
      const linked = entries.find((entry) => window.location.hash === `#${questionId(idPrefix, entry.id)}`);
      if (linked) setOpen((current) => (current.has(linked.id) ? current : new Set(current).add(linked.id)));
    };
    openLinked();
    window.addEventListener('hashchange', openLinked);
    return () => window.removeEventListener('hashchange', openLinked);
  }, [entries, idPrefix]);

  const onKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
      const last = entries.length - 1;
      const target = {
        ArrowDown: index === last ? 0 : index + 1,
        ArrowUp: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      buttons.current[target]?.focus();
    },
    [entries.length],
  );

  return (
    <div className={styles.faq}>
      {entries.map((entry, index) => {
        const expanded = open.has(entry.id);
        const buttonId = questionId(idPrefix, entry.id);
        const panelId = `${idPrefix}-${entry.id}-answer`;
        return (
          <div className={clsx(styles.item, expanded && styles.itemOpen)} key={entry.id}>
            <Heading as="h3" className={styles.heading}>
              <button
                aria-controls={panelId}
                aria-expanded={expanded}
                className={styles.question}
                id={buttonId}
                onClick={() => toggle(entry.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button">
                <span>{entry.question}</span>
                <ChevronDownIcon className={styles.chevron} size={20} strokeWidth={2.4} />
              </button>
            </Heading>
            <div aria-labelledby={buttonId} className={styles.answer} hidden={!expanded} id={panelId} role="region">
              {entry.answer.map((paragraph, paragraphIndex) => (
                // The paragraphs of one answer never move, so their position is their identity.
                <p key={paragraphIndex}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
