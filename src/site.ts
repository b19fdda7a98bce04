/**
 * The product's identity. The config, navbar, footer, meta tags and pages read it from here, so
 * renaming the product or moving its repository is a one-file change.
 */
export interface SiteIdentity {
  /** Product name as written in prose. */
  name: string;
  /** URL-safe slug; used in doc paths such as `deploy-<slug>-to-aws`. */
  slug: string;
  tagline: string;
  /** One-sentence description for meta tags and social cards. */
  description: string;
  /** Canonical origin of the public site (no trailing slash). */
  url: string;
  repository: {owner: string; name: string; url: string};
  /** The repository holding this website, where doc feedback issues go. */
  docsRepository: {owner: string; name: string; url: string};
  npm: {scope: string; corePackage: string; createApp: string; cli: string};
  license: string;
  community: {
    discord: string;
    githubIssues: string;
    githubDiscussions: string;
    twitter: string;
    openCollective: string;
    supportEmail: string;
    securityEmail: string;
    contactEmail: string;
  };
  copyrightHolder: string;
  copyrightYear: number;
}

const GITHUB = 'https://github.com';

export const site = {
  name: 'Merchantry',
  slug: 'merchantry',
  tagline: 'The open-source Node.js commerce platform you can read, extend and own.',
  description:
    'Merchantry is a free, open-source e-commerce platform built on Node.js, TypeScript, React, GraphQL and PostgreSQL. Install it, extend it with modules, theme it and deploy it anywhere.',
  url: 'https://merchantry.io',
  repository: {owner: 'merchantry', name: 'merchantry', url: `${GITHUB}/merchantry/merchantry`},
  docsRepository: {owner: 'merchantry', name: 'website', url: `${GITHUB}/merchantry/website`},
  npm: {
    scope: '@merchantry',
    corePackage: '@merchantry/merchantry',
    createApp: 'create-merchantry-app',
    cli: 'merchantry',
  },
  license: 'GPL-3.0',
  community: {
    discord: 'https://discord.gg/merchantry',
    githubIssues: `${GITHUB}/merchantry/merchantry/issues`,
    githubDiscussions: `${GITHUB}/merchantry/merchantry/discussions`,
    twitter: 'https://x.com/merchantryjs',
    openCollective: 'https://opencollective.com/merchantry',
    supportEmail: 'support@merchantry.io',
    securityEmail: 'security@merchantry.io',
    contactEmail: 'hello@merchantry.io',
  },
  copyrightHolder: 'The Merchantry contributors',
  copyrightYear: 2025,
} as const satisfies SiteIdentity;
