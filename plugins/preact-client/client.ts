/**
 * `react-dom/client` in the production browser bundle: Preact's `hydrateRoot` and `createRoot`,
 * with Preact's passive effects (`useEffect`) run right after the commit that scheduled them,
 * as React runs those of an update caused by input, instead of after the next frame. A frame
 * later, DocSearch's modal still held the page (its `DocSearch--active` class, removed by an
 * effect's cleanup) when `/` followed Escape at once, and a listener re-attached by an effect
 * still saw the modal open.
 */
import {options} from 'preact';

options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);

export {createRoot, hydrateRoot} from 'preact/compat/client';
export {default} from 'preact/compat/client';
