/**
 * "Was this page helpful?" at the end of every doc and API page (src/theme/DocItem/Footer).
 *
 * A real form first: without JavaScript it posts to the server, which sends the browser back to
 * `#feedback-sent` or `#feedback-failed`, and CSS (`:target`) shows that message. With
 * JavaScript the same form is sent with `fetch`, the answer is announced in a status region, and
 * the visitor's random id makes a second vote replace the first. Marked `search-exclude` so the
 * question never becomes a search record on every page.
 */
import React, {useId, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import {FEEDBACK_ANCHORS, FEEDBACK_ENDPOINT, FEEDBACK_FIELDS, FEEDBACK_LIMITS} from '@site/src/data/feedback';
import {visitorId} from '@site/src/insights/visitorId';
import styles from './styles.module.css';

type State = {kind: 'idle' | 'sending'} | {kind: 'sent'; helpful: boolean} | {kind: 'failed'; message: string};

const THANKS = 'Thank you: your feedback is recorded.';
const FAILED = 'Your feedback could not be sent. Please try again later.';

export default function PageFeedback({page}: {page: string}): React.JSX.Element {
  const id = useId();
  const [state, setState] = useState<State>({kind: 'idle'});
  const [comment, setComment] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const helpful = submitter?.value === 'yes';
    setState({kind: 'sending'});
    try {
      const response = await fetch(FEEDBACK_ENDPOINT, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({page, helpful: helpful ? 'yes' : 'no', comment, voter: visitorId() ?? undefined}),
      });
      if (response.ok) {
        setState({kind: 'sent', helpful});
        return;
      }
      const body = (await response.json().catch(() => null)) as {error?: {message?: string}} | null;
      setState({kind: 'failed', message: body?.error?.message ?? FAILED});
    } catch {
      setState({kind: 'failed', message: FAILED});
    }
  }

  const status =
    state.kind === 'sent' ? `${THANKS} You answered ${state.helpful ? '"Yes"' : '"No"'}; you can change your answer.` : state.kind === 'failed' ? state.message : '';

  return (
    <section className={clsx(styles.feedback, SEARCH_EXCLUDE_CLASS)} aria-labelledby={`${id}-title`}>
      <form action={FEEDBACK_ENDPOINT} method="post" onSubmit={(event) => void submit(event)}>
        {/* Not a content heading: Heading would add an anchor link for its id. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h2 id={`${id}-title`} className={styles.title}>
          Was this page helpful?
        </h2>
        <input type="hidden" name={FEEDBACK_FIELDS.page} value={page} />
        <label htmlFor={`${id}-comment`} className={styles.label}>
          What was missing or unclear? (optional, up to {FEEDBACK_LIMITS.comment} characters)
        </label>
        <textarea
          id={`${id}-comment`}
          name={FEEDBACK_FIELDS.comment}
          className={styles.comment}
          maxLength={FEEDBACK_LIMITS.comment}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <div className={styles.buttons}>
          <button type="submit" name={FEEDBACK_FIELDS.helpful} value="yes" className="button button--secondary" disabled={state.kind === 'sending'}>
            Yes
          </button>
          <button type="submit" name={FEEDBACK_FIELDS.helpful} value="no" className="button button--secondary" disabled={state.kind === 'sending'}>
            No
          </button>
        </div>
        <p role="status" className={clsx(styles.status, state.kind === 'failed' && styles.failed)}>
          {status}
        </p>
      </form>
      {/* Shown by CSS when a form posted without JavaScript comes back to the page. */}
      <p id={FEEDBACK_ANCHORS.sent} tabIndex={-1} className={styles.anchorMessage}>
        {THANKS}
      </p>
      <p id={FEEDBACK_ANCHORS.failed} tabIndex={-1} className={clsx(styles.anchorMessage, styles.failed)}>
        {FAILED}
      </p>
    </section>
  );
}
