/**
 * /support: where to ask, how to report a bug or a vulnerability, commercial support and a short
 * FAQ. Every address comes from `src/site.ts`.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import EmailLink from '@site/src/components/EmailLink';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {site} from '@site/src/site';
import styles from './styles.module.css';

const TITLE = 'Support';
const DESCRIPTION = `Get help with ${site.name}: community channels, how to report a bug or a security issue, commercial support and answers to common questions.`;

interface Channel {
  name: string;
  href: string;
  description: string;
  action: string;
}

const CHANNELS = [
  {
    name: 'Discord',
    href: site.community.discord,
    description:
      'The main place for questions. Developers and merchants help each other with installation, extensions, themes and deployment.',
    action: 'Join the Discord server',
  },
  {
    name: 'GitHub Discussions',
    href: site.community.githubDiscussions,
    description:
      'Longer questions, ideas for new features and design proposals that deserve a thread you can link to later.',
    action: 'Open a discussion',
  },
  {
    name: 'GitHub Issues',
    href: site.community.githubIssues,
    description:
      'Bugs and concrete feature requests for the core platform. Search first: your problem may already have an issue and a workaround.',
    action: 'Browse the issues',
  },
  {
    name: 'Documentation',
    href: '/docs/development/getting-started/introduction',
    description:
      'Guides from installation to deployment, the knowledge base on modules, events and GraphQL, and the REST API reference.',
    action: 'Read the docs',
  },
] as const satisfies readonly Channel[];

const BUG_REPORT_CHECKLIST = [
  {
    title: 'Versions',
    text: <>The {site.name} version, your Node.js version (20 or newer) and your PostgreSQL version (13 or newer).</>,
  },
  {
    title: 'Environment',
    text: (
      <>
        Your operating system or hosting provider, whether you run in development (<code>npm run dev</code>) or
        production (<code>npm run build</code>, then <code>npm run start</code>), and whether a reverse proxy or CDN
        sits in front of the store.
      </>
    ),
  },
  {
    title: 'Extensions and theme',
    text: (
      <>
        The extensions listed in <code>system.extensions</code> and the active theme. Say whether the problem remains
        with your extensions disabled and the default theme.
      </>
    ),
  },
  {
    title: 'Steps to reproduce',
    text: (
      <>
        Numbered steps from a fresh page load, the result you expected and the result you got. A small repository or
        a failing test is the fastest way to a fix.
      </>
    ),
  },
  {
    title: 'Logs and errors',
    text: (
      <>
        The full error message and stack trace from the terminal, the browser console or your log file. Run{' '}
        <code>npm run start:debug</code> for verbose timings if the problem is about speed.
      </>
    ),
  },
] as const;

const FAQ = [
  {
    question: 'Where should I ask how to do something?',
    answer: (
      <>
        On <Link href={site.community.discord}>Discord</Link> for a quick answer, or in{' '}
        <Link href={site.community.githubDiscussions}>GitHub Discussions</Link> if the question needs a longer
        explanation. Please keep GitHub Issues for bugs and feature requests, so maintainers can keep track of them.
      </>
    ),
  },
  {
    question: 'When should I email support instead?',
    answer: (
      <>
        Write to <EmailLink address={site.community.supportEmail} /> when your
        question involves details you cannot share in public, such as an order, an invoice or your store&apos;s
        configuration. For everything else the community channels are faster, and the answer helps the next person
        too.
      </>
    ),
  },
  {
    question: 'How do I find out which version I am running?',
    answer: (
      <>
        Run <code>npm ls @merchantry/merchantry</code> in your store&apos;s folder. It prints the installed version of
        the core package, which is the number to put in a bug report.
      </>
    ),
  },
  {
    question: 'An extension from the marketplace is broken. Who do I tell?',
    answer: (
      <>
        Its author. Each card on the <Link to="/extensions">extensions page</Link> links the extension&apos;s
        repository or website, which is where its issues belong. If you are not sure whether the fault is in the
        extension or in the core, ask on Discord first.
      </>
    ),
  },
  {
    question: 'I found a mistake in the documentation. Where do I report it?',
    answer: (
      <>
        Every docs page has an edit link at the bottom that opens the page in the{' '}
        <Link href={site.docsRepository.url}>website repository</Link>. Open a pull request with the fix, or an issue there
        if you are not sure what the right text is.
      </>
    ),
  },
] as const;

export default function SupportPage(): React.JSX.Element {
  return (
    <Layout description={DESCRIPTION} title={TITLE}>
      <main className={styles.page}>
        <PageHeader title={<>Get help with {site.name}</>}>
            {site.name} is built in the open, and so is its support. Ask the community, report what is broken, and
            reach the team privately when a conversation cannot be public.
        </PageHeader>

        <section aria-labelledby="support-community" className={clsx('container', styles.section)}>
          <Heading as="h2" id="support-community">
            Community channels
          </Heading>
          <ul className={clsx('clean-list', styles.channels)}>
            {CHANNELS.map((channel) => (
              <li className={clsx('card', styles.channel)} key={channel.name}>
                <div className="card__body">
                  <Heading as="h3" className={styles.channelName}>
                    {channel.name}
                  </Heading>
                  <p>{channel.description}</p>
                </div>
                <div className="card__footer">
                  <Link className="button button--outline button--primary button--block" to={channel.href}>
                    {channel.action}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.note}>
            Follow <Link href={site.community.twitter}>{site.name} on X</Link> for release announcements. If {site.name} is
            useful to you, <Link href={site.repository.url}>star the repository</Link> or support the project on{' '}
            <Link href={site.community.openCollective}>Open Collective</Link>.
          </p>
        </section>

        <section aria-labelledby="support-bugs" className={clsx('container', styles.section)}>
          <div className={styles.split}>
            <div>
              <Heading as="h2" id="support-bugs">
                Report a bug
              </Heading>
              <p>
                Open an issue on <Link href={site.community.githubIssues}>GitHub</Link>. A report that lets a maintainer see
                the problem on their own machine usually gets fixed first. Include:
              </p>
              <ol className={styles.checklist}>
                {BUG_REPORT_CHECKLIST.map((item) => (
                  <li key={item.title}>
                    <strong>{item.title}.</strong> {item.text}
                  </li>
                ))}
              </ol>
              <p>
                Remove secrets before you paste anything: database passwords, the <code>JWT_*</code> secrets and API
                keys live in your <code>.env</code> file and sometimes appear in logs.
              </p>
            </div>
            <div className={styles.sideBox}>
              <Heading as="h3" className={styles.sideTitle}>
                Collect the versions
              </Heading>
              <CodeBlock language="bash">{`node --version
npm --version
psql --version
npm ls @merchantry/merchantry`}</CodeBlock>
            </div>
          </div>
        </section>

        <section aria-labelledby="support-security" className={clsx('container', styles.section)}>
          <div className={styles.security}>
            <Heading as="h2" id="support-security">
              Report a security issue
            </Heading>
            <p>
              If you believe you have found a vulnerability in {site.name}, its first-party extensions or this website,
              email <EmailLink address={site.community.securityEmail} />.{' '}
              <strong>Do not open a public issue, discussion or Discord thread</strong>: until a fix is released,
              every store running the affected version is exposed.
            </p>
            <p>
              Describe the affected version, the component (for example checkout, an API route or the admin panel),
              how to reproduce the problem and what an attacker could achieve. We acknowledge your report, work on a
              fix, and agree with you on when the details are published. If you wish, we credit you when the fix is
              announced.
            </p>
          </div>
        </section>

        <section aria-labelledby="support-commercial" className={clsx('container', styles.section)}>
          <Heading as="h2" id="support-commercial">
            Commercial support
          </Heading>
          <div className={styles.commercial}>
            <div className={clsx('card', styles.offer)}>
              <div className="card__body">
                <Heading as="h3" className={styles.channelName}>
                  Priority support on Cloud Professional
                </Heading>
                <p>
                  Stores on the Cloud Professional plan get priority support from the team, alongside managed hosting
                  and deployments from GitHub.
                </p>
              </div>
              <div className="card__footer">
                <Link className="button button--primary" to="/pricing">
                  See the plans
                </Link>
              </div>
            </div>
            <div className={clsx('card', styles.offer)}>
              <div className="card__body">
                <Heading as="h3" className={styles.channelName}>
                  Self-hosted stores and projects
                </Heading>
                <p>
                  Running {site.name} on your own servers and need a support agreement, help with a migration or an
                  extension built for you? Tell us about your store and what you need.
                </p>
              </div>
              <div className="card__footer">
                <Link className="button button--primary" to="/contact-us?topic=commercial-support">
                  Contact us
                </Link>
              </div>
            </div>
          </div>
        </section>

        <section aria-labelledby="support-faq" className={clsx('container', styles.section, styles.faq)}>
          <Heading as="h2" id="support-faq">
            Frequently asked questions
          </Heading>
          {FAQ.map((entry) => (
            <details className={styles.faqItem} key={entry.question}>
              <summary className={styles.faqQuestion}>{entry.question}</summary>
              <p className={styles.faqAnswer}>{entry.answer}</p>
            </details>
          ))}
        </section>
      </main>
    </Layout>
  );
}
