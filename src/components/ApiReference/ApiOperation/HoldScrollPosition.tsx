/**
 * Keeps what the reader is looking at in place while the content inside it grows: an operation's
 * detail mounts a screen ahead of the viewport, above as well as below, and one that mounts above
 * the reader would push the page down under them. Browsers that anchor scrolling natively (CSS
 * scroll anchoring) usually hold the position already, and then there is nothing to correct; this
 * covers browsers without it, and pages where the browser lost its anchor (with Preact, a hash link
 * opened on an API page moved under the reader as the details above it mounted).
 *
 * A class, because `getSnapshotBeforeUpdate` is the one moment that reads the layout just before
 * the DOM changes, whenever the update was rendered.
 */
import {Component, type ReactNode} from 'react';

interface Props {
  /** A new value means new content: the position is held across that update only. */
  revision: unknown;
  children: ReactNode;
}

interface Anchor {
  element: Element;
  top: number;
}

/** The first section heading on screen: what the reader is reading. */
export function viewportAnchor(root: ParentNode = document): Anchor | null {
  for (const element of Array.from(root.querySelectorAll('article h2[id], article h3[id]'))) {
    const {top, bottom} = element.getBoundingClientRect();
    if (bottom > 0 && top < window.innerHeight) return {element, top};
  }
  return null;
}

/** Scrolls by however far `anchor` moved since it was read. */
export function restoreAnchor(anchor: Anchor): void {
  if (!anchor.element.isConnected) return;
  const moved = anchor.element.getBoundingClientRect().top - anchor.top;
  if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
}

export default class HoldScrollPosition extends Component<Props> {
  override getSnapshotBeforeUpdate(previous: Props): Anchor | null {
    return previous.revision === this.props.revision ? null : viewportAnchor();
  }

  override componentDidUpdate(_previous: Props, _state: unknown, anchor: Anchor | null): void {
    if (anchor) restoreAnchor(anchor);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
