import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {site} from '@site/src/site';
import styles from './styles.module.css';

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

export default function BugReport({className}: {className?: string}): ReactNode {
  return (
    <section aria-labelledby="support-bugs" className={clsx('container', className)}>
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
  );
}
