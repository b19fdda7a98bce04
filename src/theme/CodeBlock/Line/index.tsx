/**
 * Wraps the theme's code line (not ejected) to render joined tokens: see `mergeTokens`. The
 * merge depends only on the line and the one Prism theme the site has, so the server and the
 * browser render the same spans.
 */
import React, {type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import {mergeTokens} from './mergeTokens';

export default function CodeBlockLine(props: Props): ReactNode {
  return <Line {...props} line={mergeTokens(props.line, props.getTokenProps)} />;
}
