/**
 * Wraps the doc page's content (not ejected) to put the Markdown actions above every doc page:
 * see CopyPageMarkdown. Outside the `.markdown` block, so the page's text and its search records
 * are unchanged.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

export default function DocItemContent(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
