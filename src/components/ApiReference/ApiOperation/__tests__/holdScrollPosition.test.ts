import {afterEach, describe, expect, it, vi} from 'vitest';
import HoldScrollPosition, {restoreAnchor, viewportAnchor} from '../HoldScrollPosition';

/** A heading at `top` that is `height` tall, whose position can be moved. */
function heading(top: number, height = 30) {
  const rect = {top, bottom: top + height};
  return {
    rect,
    isConnected: true,
    getBoundingClientRect: () => ({...rect}),
  };
}

describe('HoldScrollPosition', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('anchors on the first section heading on screen', () => {
    vi.stubGlobal('window', {innerHeight: 800});
    const above = heading(-400);
    const onScreen = heading(120);
    const below = heading(900);
    const root = {querySelectorAll: () => [above, onScreen, below]};
    expect(viewportAnchor(root as never)).toEqual({element: onScreen, top: 120});
    expect(viewportAnchor({querySelectorAll: () => [above, below]} as never)).toBeNull();
  });

  it('scrolls by as far as the anchor moved, and not at all when it stayed', () => {
    const scrollBy = vi.fn();
    vi.stubGlobal('window', {innerHeight: 800, scrollBy});
    const anchor = heading(120);
    restoreAnchor({element: anchor as never, top: 120});
    expect(scrollBy).not.toHaveBeenCalled();
    anchor.rect.top = 2120;
    restoreAnchor({element: anchor as never, top: 120});
    expect(scrollBy).toHaveBeenCalledWith(0, 2000);
  });

  it('reads the anchor only for an update that brings new content', () => {
    const anchor = heading(50);
    vi.stubGlobal('window', {innerHeight: 800});
    vi.stubGlobal('document', {querySelectorAll: () => [anchor]});
    const hold = new HoldScrollPosition({revision: 'loaded', children: null});
    expect(hold.getSnapshotBeforeUpdate({revision: 'loaded', children: null})).toBeNull();
    expect(hold.getSnapshotBeforeUpdate({revision: undefined, children: null})).toEqual({element: anchor, top: 50});
  });
});
