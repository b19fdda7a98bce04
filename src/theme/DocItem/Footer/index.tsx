/**
 * (CUSTOM) Wraps the theme's DocItem/Footer to put page feedback ("Was this page helpful?") at
 * the end of every doc and API page, above the edit link and tags.
 */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

// The theme's Footer takes no props today; whatever it is given is passed on, so an upgrade that
// adds some keeps working.
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <PageFeedback page={metadata.permalink} />
      <Footer {...props} />
    </>
  );
}
