import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * Replaces the theme's link (visible "Read more", the post's title only in its aria-label):
 * search engines and Lighthouse's link-text audit read the visible text, so it names the post.
 * Same translation id as the theme's label, so a translated site keeps working.
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        {translate(
          {
            message: 'Read more about {title}',
            id: 'theme.blog.post.readMoreLabel',
            description: 'The link to a full blog post from its excerpt',
          },
          {title: blogPostTitle},
        )}
      </b>
    </Link>
  );
}
