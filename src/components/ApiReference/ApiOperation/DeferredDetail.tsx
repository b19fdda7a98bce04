/**
 * An operation's detail (ApiOperationDetail), rendered by the server and deferred in the browser.
 *
 * The server writes it inside a `<template>`: the HTML carries every operation's full text for
 * crawlers and the search indexer, but a template's content is not part of the page, so the first
 * load neither lays it out nor hydrates it. An entity page with 16 operations would otherwise
 * start with 6,000 elements, all hydrated before the page responds.
 *
 * In the browser the slot hydrates as an empty element that keeps the server's template
 * (`dangerouslySetInnerHTML` tells React not to look inside), and the detail is rendered once its
 * place comes near the viewport (mountAhead) and its code has loaded, in a transition so that
 * rendering yields to input, in one update that HoldScrollPosition keeps the reader's place
 * across. The same happens after a client-side navigation, where there is no server HTML.
 */
import React, {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ApiOperationData} from '../types';
import {loadOperation, type ApiOperationRef} from '../operationSummary';
import {mountAhead} from './mountAhead';
import HoldScrollPosition from './HoldScrollPosition';

type DetailComponent = typeof import('../ApiOperationDetail').default;

// In the browser a chunk of its own (tables, sample tabs, try-it button), loaded with the first
// detail that mounts and rendered once loaded, so that mounting never suspends; in place on the
// server (plugins/ssr-inline says why).
const loadDetailComponent = (): Promise<DetailComponent> => import('../ApiOperationDetail').then((module) => module.default);
const ServerDetail: DetailComponent | null = process.env.SSR_INLINE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser bundle drops
    (require('../ApiOperationDetail') as typeof import('../ApiOperationDetail')).default
  : null;

const KEEP_SERVER_HTML = {__html: ''};

type Loaded = {data: ApiOperationData; Detail: DetailComponent} | 'failed';

export default function DeferredDetail({operation}: {operation: ApiOperationData | ApiOperationRef}): ReactNode {
  const [loaded, setLoaded] = useState<Loaded>();
  return (
    <HoldScrollPosition revision={loaded}>
      <Slot operation={operation} loaded={loaded} onLoad={setLoaded} />
    </HoldScrollPosition>
  );
}

interface SlotProps {
  operation: ApiOperationData | ApiOperationRef;
  loaded: Loaded | undefined;
  onLoad: (loaded: Loaded) => void;
}

function Slot({operation, loaded, onLoad}: SlotProps): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!slot.current) return undefined;
    let live = true;
    const cancel = mountAhead(slot.current, () => {
      Promise.all([loadOperation(operation), loadDetailComponent()]).then(
        ([data, Detail]) => live && startTransition(() => onLoad({data, Detail})),
        () => live && onLoad('failed'),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [operation, onLoad]);

  if (!ExecutionEnvironment.canUseDOM && ServerDetail) {
    return (
      <div>
        <template>
          <ServerDetail operation={operation as ApiOperationData} />
        </template>
      </div>
    );
  }
  if (loaded === 'failed') {
    return (
      <p role="alert">
        The parameters, samples and responses of this operation could not be loaded. Check your connection and reload
        the page.
      </p>
    );
  }
  if (loaded) {
    return (
      <div key="live">
        <loaded.Detail operation={loaded.data} />
      </div>
    );
  }
  return <div key="pending" ref={slot} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}
