/**
 * The `<pre>` and `<code>` of theme-classic's CodeBlock/Content (3.10.2, listed in UPGRADING.md),
 * shared by the highlighted render and the one that keeps the server's HTML, so both write the
 * same elements with the same classes and attributes.
 */
import React, {forwardRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** The class and style Prism's `Highlight` gives the `<pre>`: the language, and the theme's plain colours. */
export function preClassName(language: string): string {
  return `prism-code language-${language.toLowerCase()}`;
}

// forwardRef: React 18 does not pass `ref` to a function component as a prop. The instance type
// admits null because theme-common's word-wrap ref is a RefObject<HTMLPreElement | null>.
export const Pre = forwardRef<HTMLPreElement | null, ComponentProps<'pre'>>(function Pre({className, ...props}, ref): ReactNode {
  // tabIndex: the block scrolls sideways, so keyboard readers must be able to focus it.
  return <pre ref={ref} tabIndex={0} {...props} className={clsx(className, styles.codeBlock, 'thin-scrollbar')} />;
});

export function Code({className, style, ...props}: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{...style, counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`}}
    />
  );
}
