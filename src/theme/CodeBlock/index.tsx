/**
 * theme-classic's CodeBlock entry (3.10.2, listed in UPGRADING.md), less one line: upstream remounts
 * every code block once the page is in the browser (`key={String(isBrowser)}`) so that a dark-mode
 * Prism theme replaces the light one the server rendered. This site has one colour mode and one
 * Prism theme (`colorMode.disableSwitch`), so the remount only rendered every block twice, the
 * second time after hydration, on every page with code.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** A plain string when the children are only strings, so the copy button can copy them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
