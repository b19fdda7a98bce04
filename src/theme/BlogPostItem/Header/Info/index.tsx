/**
 * (CUSTOM) Ejected from @docusaurus/theme-classic 3.10.2 `theme/BlogPostItem/Header/Info`. Why not
 * a wrapper: the date is formatted inside it, by the first `Intl.DateTimeFormat` of the page, whose
 * construction (the locale's calendar data) was the largest single cost of hydrating /blog on a
 * phone. The date is formatted by postDate.ts instead, to the same text; the rest is the original's.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatPostDate} from './postDate';
import styles from './styles.module.css';

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return (
    <>
      {selectMessage(
        minutes,
        translate(
          {
            id: 'theme.blog.post.readingTime.plurals',
            description:
              'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
            message: 'One min read|{readingTime} min read',
          },
          {readingTime: minutes},
        ),
      )}
    </>
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {date, readingTime} = useBlogPost().metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatPostDate(date)}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
