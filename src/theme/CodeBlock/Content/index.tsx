/**
 * theme-classic's CodeBlock/Content (3.10.2, listed in UPGRADING.md), with Prism off the first
 * load. Upstream tokenizes every block with prism-react-renderer while the page hydrates, only to
 * build the spans the server already wrote: on a guide, the highlighter's chunk (about 14 KB gzip)
 * and the tokenizing of every block come before the page responds. Here a block that hydrates keeps
 * the server's HTML inside its `<code>` (`dangerouslySetInnerHTML` tells React not to look inside),
 * so the highlighter loads only when a block mounts after hydration: a client-side navigation, an
 * API operation's detail, a sample tab. Until it arrives such a block shows its code unhighlighted.
 * The copy and word-wrap buttons read the code from the block's metadata, as before.
 */
import React, {lazy, Suspense, useContext, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import clsx from 'clsx';
import {Code, Pre, preClassName} from './Frame';
import {PlainCodeContext} from './plainCode';

// In place on the server, a chunk of its own in the browser (plugins/ssr-inline says why).
const Highlighted: typeof import('./Highlighted').default = process.env.SSR_INLINE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser bundle drops
    (require('./Highlighted') as typeof import('./Highlighted')).default
  : lazy(() => import('./Highlighted'));

const KEEP_SERVER_HTML = {__html: ''};

function Unhighlighted({className, keepServerHtml}: Props & {keepServerHtml: boolean}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  return (
    // eslint-disable-next-line react-hooks/refs -- handed to the element, not read: the word-wrap button measures it
    <Pre ref={wordWrap.codeBlockRef} className={clsx(className, preClassName(metadata.language))} style={plain}>
      {keepServerHtml ? <Code dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning /> : <Code>{metadata.code}</Code>}
    </Pre>
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided at the block's first render and kept: useIsBrowser is false only while the page hydrates.
  const [hydrating] = useState(!isBrowser);
  const plain = useContext(PlainCodeContext);
  if (!ExecutionEnvironment.canUseDOM) return plain ? <Unhighlighted className={className} keepServerHtml={false} /> : <Highlighted className={className} />;
  if (hydrating) return <Unhighlighted className={className} keepServerHtml />;
  return (
    <Suspense fallback={<Unhighlighted className={className} keepServerHtml={false} />}>
      <Highlighted className={className} />
    </Suspense>
  );
}
