import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import PageSection from '@site/src/components/PageSection';
import {site} from '@site/src/site';
import SupportCard from '../SupportCard';
import styles from './styles.module.css';

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

export default function CommunityChannels({className}: {className?: string}): ReactNode {
  return (
    <PageSection className={className} id="support-community" title="Community channels">
      <ul className={clsx('clean-list', styles.channels)}>
        {CHANNELS.map((channel) => (
          <SupportCard
            action={
              <Link className="button button--outline button--primary button--block" to={channel.href}>
                {channel.action}
              </Link>
            }
            as="li"
            key={channel.name}
            title={channel.name}>
            <p>{channel.description}</p>
          </SupportCard>
        ))}
      </ul>
      <p className={styles.note}>
        Follow <Link href={site.community.twitter}>{site.name} on X</Link> for release announcements. If {site.name} is
        useful to you, <Link href={site.repository.url}>star the repository</Link> or support the project on{' '}
        <Link href={site.community.openCollective}>Open Collective</Link>.
      </p>
    </PageSection>
  );
}
