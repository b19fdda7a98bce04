/**
 * An operation's detail (ApiOperationDetail), rendered by the server and deferred in the browser.
 *
 * The server writes it inside a `<noscript>`: the HTML carries every operation's full text for
 * crawlers, the search indexer and visitors without JavaScript, while a browser running scripts
 * reads a noscript's content as one text node (the HTML parser's raw-text state), so the first
 * load neither builds, lays out nor hydrates it. An entity page with 16 operations would otherwise
 * start with 6,000 elements, all hydrated before the page responds; and inside a `<template>`,
 * as before, the parser still built the 4,600 elements of the cart page's details, about two
 * thirds of its HTML parsing time. Code samples in there are plain text (`plainCode.ts` says why).
 *
 * In the browser the slot hydrates as an empty element that keeps the server's noscript
 * (`dangerouslySetInnerHTML` tells React not to look inside), and the detail is rendered as React
 * once its place comes near the viewport (mountAhead), in a transition so that rendering yields to
 * input. The same happens after a client-side navigation, where there is no server HTML.
 */
import React, {lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ApiOperationData} from '../types';
import {loadOperation, type ApiOperationRef} from '../operationSummary';
import {mountAhead} from './mountAhead';
import {PlainCodeContext} from '@site/src/theme/CodeBlock/Content/plainCode';

// In the browser a chunk of its own (tables, sample tabs, try-it button), loaded with the first
// detail that mounts; in place on the server (plugins/ssr-inline says why).
const loadDetailComponent = () => import('../ApiOperationDetail');
const ApiOperationDetail: typeof import('../ApiOperationDetail').default = process.env.SSR_INLINE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser bundle drops
    (require('../ApiOperationDetail') as typeof import('../ApiOperationDetail')).default
  : lazy(loadDetailComponent);

const KEEP_SERVER_HTML = {__html: ''};

export default function DeferredDetail({operation}: {operation: ApiOperationData | ApiOperationRef}): ReactNode {
  const [detail, setDetail] = useState<ApiOperationData | 'failed'>();
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!slot.current) return undefined;
    let live = true;
    const cancel = mountAhead(slot.current, () => {
      Promise.all([loadOperation(operation), loadDetailComponent()]).then(
        ([data]) => live && startTransition(() => setDetail(data)),
        () => live && setDetail('failed'),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [operation]);

  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div>
        <noscript>
          <PlainCodeContext.Provider value>
            <ApiOperationDetail operation={operation as ApiOperationData} />
          </PlainCodeContext.Provider>
        </noscript>
      </div>
    );
  }
  if (detail === 'failed') {
    return (
      <p role="alert">
        The parameters, samples and responses of this operation could not be loaded. Check your connection and reload
        the page.
      </p>
    );
  }
  if (detail) {
    return (
      <div key="live">
        <Suspense>
          <ApiOperationDetail operation={detail} />
        </Suspense>
      </div>
    );
  }
  return <div key="pending" ref={slot} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
