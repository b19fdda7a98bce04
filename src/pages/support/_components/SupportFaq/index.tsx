import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import EmailLink from '@site/src/components/EmailLink';
import Faq, {type FaqItem} from '@site/src/components/Faq';
import PageSection from '@site/src/components/PageSection';
import {site} from '@site/src/site';

const FAQ: readonly FaqItem[] = [
  {
    id: 'where-to-ask',
    question: 'Where should I ask how to do something?',
    answer: [
      <>
        On <Link href={site.community.discord}>Discord</Link> for a quick answer, or in{' '}
        <Link href={site.community.githubDiscussions}>GitHub Discussions</Link> if the question needs a longer
        explanation. Please keep GitHub Issues for bugs and feature requests, so maintainers can keep track of them.
      </>,
    ],
  },
  {
    id: 'email-support',
    question: 'When should I email support instead?',
    answer: [
      <>
        Write to <EmailLink address={site.community.supportEmail} /> when your
        question involves details you cannot share in public, such as an order, an invoice or your store&apos;s
        configuration. For everything else the community channels are faster, and the answer helps the next person
        too.
      </>,
    ],
  },
  {
    id: 'which-version',
    question: 'How do I find out which version I am running?',
    answer: [
      <>
        Run <code>npm ls @merchantry/merchantry</code> in your store&apos;s folder. It prints the installed version of
        the core package, which is the number to put in a bug report.
      </>,
    ],
  },
  {
    id: 'broken-extension',
    question: 'An extension from the marketplace is broken. Who do I tell?',
    answer: [
      <>
        Its author. Each card on the <Link to="/extensions">extensions page</Link> links the extension&apos;s
        repository or website, which is where its issues belong. If you are not sure whether the fault is in the
        extension or in the core, ask on Discord first.
      </>,
    ],
  },
  {
    id: 'docs-mistake',
    question: 'I found a typo or a mistake in the documentation. Where do I report it?',
    answer: [
      <>
        Every docs page has an edit link at the bottom that opens the page in the{' '}
        <Link href={site.docsRepository.url}>website repository</Link>. Open a pull request with the fix, or an issue there
        if you are not sure what the right text is.
      </>,
    ],
  },
];

export default function SupportFaq({className}: {className?: string}): ReactNode {
  return (
    <PageSection className={className} id="support-faq" title="Frequently asked questions">
      <Faq entries={FAQ} idPrefix="support-faq" />
    </PageSection>
  );
}
