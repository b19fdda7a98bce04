/**
 * Wraps the theme's MDX component map to fix two accessibility gaps of Markdown output:
 * - Infima lets wide tables scroll sideways; a scrollable region must be reachable by keyboard.
 * - GFM task lists render disabled checkboxes with no label; they are decoration here (the item's
 *   text says what to check), so they are hidden from assistive technology.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

function Input(props: ComponentProps<'input'>): ReactNode {
  return props.type === 'checkbox' ? <input {...props} aria-hidden="true" /> : <input {...props} />;
}

export default {
  ...MDXComponents,
  table: Table,
  input: Input,
};
