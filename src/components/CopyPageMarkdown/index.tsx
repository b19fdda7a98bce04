/**
 * "Copy page as Markdown" and "View as Markdown" above a doc page: both use the page's Markdown
 * twin, written at build time (plugins/docs-for-machines), so the browser fetches it only when
 * asked and ships no converter. Safari keeps the click's permission to write the clipboard only
 * while the write starts at once, hence a ClipboardItem that receives the text when it arrives.
 */
import React, {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownTwinPath} from '@site/config/docsForMachines';
import {SEARCH_EXCLUDE_CLASS} from '@site/search/indexer/searchExclude';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy: open "View as Markdown" and copy it from there.',
};

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

async function copyFrom(url: string): Promise<void> {
  const text = fetchText(url);
  // No clipboard outside secure contexts, and no write() in older browsers, whatever the DOM types say.
  if (typeof ClipboardItem !== 'undefined' && (navigator.clipboard as Partial<Clipboard> | undefined)?.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function CopyPageMarkdown({permalink}: {permalink: string}): ReactNode {
  const twin = markdownTwinPath(permalink);
  const [state, setState] = useState<CopyState>('idle');
  const copy = () => {
    setState('idle');
    copyFrom(twin).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={clsx(styles.bar, SEARCH_EXCLUDE_CLASS)}>
      <span role="status" className={styles.status}>
        {MESSAGES[state]}
      </span>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        Copy page as Markdown
      </button>
      {/* A file, not a route: a plain link, so the router does not look for a page. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className="button button--outline button--secondary button--sm" href={twin}>
        View as Markdown
      </a>
    </div>
  );
}
