import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ArchitectureIllustration from '@site/src/components/Illustrations/Architecture';
import {site} from '@site/src/site';
import Section from '../Section';
import styles from './styles.module.css';

/** The lead under the section title. */
const LEAD = `${site.name} is a modular monolith: a single process you can deploy anywhere, with clear seams where your code plugs in.`;

export default function Architecture(): ReactNode {
  return (
    <Section eyebrow="Architecture" lead={LEAD} title="One Node.js app, made of modules">
      <div className={styles.layout}>
        <figure className={styles.figure}>
          <ArchitectureIllustration />
          <figcaption className={styles.caption}>
            Solid pills are part of the core; dashed ones are where extensions plug in. The
            theme overrides storefront components from the side.
          </figcaption>
        </figure>
        <div className={styles.explainer}>
          <ol className={styles.steps}>
            <li>
              <strong>Express receives every request.</strong> A fixed chain of core
              middleware (static files, rate limiting, sessions, locale) runs before the
              file-based router picks the route.
            </li>
            <li>
              <strong>Modules do the work.</strong> Core modules and your extensions load the
              same way and bring their own routes, GraphQL types, subscribers, jobs and
              migrations.
            </li>
            <li>
              <strong>GraphQL reads, REST writes.</strong> Services behind them talk to
              PostgreSQL; pages render on the server with React 19 and hydrate in the browser.
            </li>
            <li>
              <strong>Background work stays out of the way.</strong> Cron jobs and event
              subscribers run in two child processes, so they never slow a page down.
            </li>
            <li>
              <strong>Themes change the look, not the core.</strong> Upgrading is an npm
              install and a rebuild; migrations run on the next start.
            </li>
          </ol>
          <Link className={styles.link} to="/docs/development/knowledge-base/architecture-overview">
            Read the architecture overview
          </Link>
        </div>
      </div>
    </Section>
  );
}
