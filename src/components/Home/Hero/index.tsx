import type {ReactNode} from 'react';
import clsx from 'clsx';
import ActionLinks from '@site/src/components/ActionLinks';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {site} from '@site/src/site';
import styles from './styles.module.css';

const CREATE_COMMAND = `npx ${site.npm.createApp} my-store`;

export default function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner)}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Node.js · TypeScript · React 19 · GraphQL · PostgreSQL</p>
          <Heading as="h1" className={styles.title}>
            Open-source commerce you can read, extend and own
          </Heading>
          <p className={styles.lead}>
            {site.name} is a free e-commerce platform for developers who build online stores and
            the merchants who want to own theirs. One Node.js app brings the catalog, checkout,
            orders, promotions and content; extensions and themes add the rest without forking
            the core.
          </p>
          <ActionLinks
            className={styles.actions}
            primary={{label: 'Get started', to: '/docs/development/getting-started'}}
            secondary={{label: 'Browse extensions', to: '/extensions'}}
          />
          <p className={styles.license}>
            {site.license} licensed · self-host it anywhere a long-running Node.js process runs
          </p>
        </div>

        <div className={styles.install}>
          <p className={styles.installTitle} id="hero-install">
            Create a store in one command
          </p>
          <CodeBlock language="bash" className={styles.code}>
            {CREATE_COMMAND}
          </CodeBlock>
          <ol className={styles.steps} aria-labelledby="hero-install">
            <li>Creates <code>my-store/</code> and installs the dependencies.</li>
            <li>Asks for your PostgreSQL connection and the first admin account.</li>
            <li>Creates the schema and runs the migrations.</li>
            <li>
              <code>npm run dev</code> serves the store on port 3000 and the admin at{' '}
              <code>/admin</code>.
            </li>
          </ol>
          <p className={styles.requirements}>Needs Node.js 20 or newer and PostgreSQL 13 or newer.</p>
        </div>
      </div>
    </header>
  );
}
