import {readFileSync} from 'node:fs';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {site} from './src/site';
import {SEARCH_ERROR_SCREEN} from './src/search/errorScreen';
import {buildFlagsFromEnv, searchConfigFromEnv} from './config/env';
import {codeTheme} from './config/prismTheme';
import {ssrTemplate} from './config/ssrTemplate';
import {highlightedLanguages} from './config/codeLanguages';
import remarkMermaidImages from './plugins/mermaid-diagrams/remarkMermaidImages';
import {DOCS_FOR_MACHINES_DIR} from './plugins/docs-for-machines';
import {PUBLISHED_STATIC_DIR} from './openapi/generate';

const search = searchConfigFromEnv();
const flags = buildFlagsFromEnv();
const isLocalSearch = search.mode === 'local';
const repoBlob = `${site.docsRepository.url}/edit/main/`;

const algolia = {
  appId: search.appId,
  apiKey: search.searchApiKey,
  indexName: search.indexName,
  // Facet filters on language and docs version tag, in both modes.
  contextualSearch: true,
  searchPagePath: 'search',
  insights: search.insights,
  // Results on our own origin stay inside the SPA router.
  externalUrlRegex: undefined,
  placeholder: 'Search docs',
  translations: {
    modal: {
      noResultsScreen: {
        noResultsText: 'No results for',
        suggestedQueryText: 'Try searching for',
        reportMissingResultsText: 'Believe this query should return results?',
        reportMissingResultsLinkText: 'Let us know.',
      },
      errorScreen: SEARCH_ERROR_SCREEN,
    },
  },
} satisfies AlgoliaThemeConfig['algolia'];

const config = {
  title: site.name,
  tagline: site.tagline,
  // Inside every page as a data URI: as a file, the icon was requested at high priority before
  // the first paint, and on a phone's slow network it could hold the largest paint back by a round
  // trip (issue #14). The file stays for the web manifest.
  favicon: `data:image/svg+xml,${encodeURIComponent(readFileSync(new URL('./static/img/favicon.svg', import.meta.url), 'utf8').trim())}`,
  url: site.url,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: site.repository.owner,
  projectName: site.docsRepository.name,

  ssrTemplate,
  // Generated when the docs load: the Markdown twins and llms.txt files (plugins/docs-for-machines)
  // and the published OpenAPI document (plugins/openapi).
  staticDirectories: ['static', DOCS_FOR_MACHINES_DIR, PUBLISHED_STATIC_DIR],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      // The spec names the exact local storage keys (no per-site suffix).
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
    experimental_router: 'browser',
  },
  storage: {type: 'localStorage', namespace: false},
  // Links prefetch their routes once the page has loaded and the browser is idle (the module says why).
  clientModules: ['./src/clientModules/idlePrefetch.ts'],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  markdown: {
    format: 'mdx',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  customFields: {
    searchMode: search.mode,
  },

  presets: [
    [
      'classic',
      {
        // Added below through plugins/docs, which trims the version data every doc page loads.
        docs: false,
        blog: {
          blogTitle: `${site.name} blog`,
          blogDescription: `Release notes, upgrade guides and engineering notes from the ${site.name} team.`,
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          feedOptions: {type: ['rss', 'atom'], xslt: false, copyright: `Copyright © ${site.copyrightYear} ${site.copyrightHolder}`},
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [remarkMermaidImages],
        },
        theme: {customCss: ['./src/css/custom.css', './src/components/ApiReference/sidebar.css']},
        sitemap: {lastmod: null, changefreq: null, priority: null},
        ...(flags.gtagTrackingId
          ? {gtag: {trackingID: flags.gtagTrackingId, anonymizeIP: true}}
          : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './plugins/docs/index.ts',
      {
        sidebarPath: './sidebars.ts',
        routeBasePath: 'docs',
        editUrl: repoBlob,
        lastVersion: 'current',
        versions: {current: {label: 'Next', path: ''}},
        showLastUpdateTime: false,
        remarkPlugins: [remarkMermaidImages],
      } satisfies DocsOptions,
    ],
    './plugins/docsearch-error-state/index.ts',
    // Docusaurus code on every page load made cheap: theme-common helpers that code blocks and blog
    // post headers call, and the state updates after hydration turned into transitions.
    './plugins/theme-common-hot-paths/index.ts',
    // Regenerates the API reference partials from openapi/merchantry.yaml before each build.
    './plugins/openapi/index.ts',
    // Regenerates the GraphQL types, API tables, CLI, environment and config references from platform/.
    './plugins/platform-reference/index.ts',
    // A Markdown twin of every doc page, /llms.txt and /llms-full.txt.
    './plugins/docs-for-machines/index.ts',
    ['./plugins/prism-grammars/index.ts', {languages: highlightedLanguages}],
    './plugins/client-tslib/index.ts',
    // process.env.SSR_INLINE: components lazy in the browser render in place on the server.
    './plugins/ssr-inline/index.ts',
    './plugins/landing-page/index.ts',
    ['./plugins/announcement-bar-id/index.ts', {id: flags.announcementId}],
    ['./plugins/local-search-client/index.ts', {local: isLocalSearch}],
    // Hashes the inline scripts of the finished pages into build/csp.json for the site server.
    [
      './plugins/content-security-policy/index.ts',
      {algolia: !isLocalSearch, insights: search.insights, gtag: Boolean(flags.gtagTrackingId)},
    ],
  ],

  headTags: [
    {tagName: 'link', attributes: {rel: 'manifest', href: '/manifest.webmanifest'}},
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}},
    {tagName: 'link', attributes: {rel: 'icon', type: 'image/png', sizes: '192x192', href: '/img/icon-192.png'}},
    {tagName: 'meta', attributes: {name: 'theme-color', content: '#0f766e'}},
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'description', content: site.description},
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: {
      id: flags.announcementId,
      content: `${site.name} 2.2 is out: React 19 across the storefront and admin. <a href="/blog/merchantry-2-2-react-19">Read the release notes</a>.`,
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: site.name,
      hideOnScroll: flags.hideNavbarOnScroll,
      logo: {alt: `${site.name} logo`, src: 'img/logo.svg', width: 35, height: 35},
      items: [
        // Lands on the getting-started section; active on every page of the tutorial sidebar.
        {type: 'doc', docId: 'development/getting-started/index', position: 'left', label: 'Docs'},
        {type: 'docSidebar', sidebarId: 'apiSidebar', position: 'left', label: 'API'},
        {to: '/extensions', label: 'Extensions', position: 'left'},
        {to: '/pricing', label: 'Pricing', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        // Never styled as the active item: DocSearch's lvl0 is the last active navbar link, and the
        // version label must not become the search group of every doc outside a category.
        {type: 'docsVersionDropdown', position: 'right', activeClassName: 'navbar__link--version'},
        {to: '/support', label: 'Support', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: site.repository.url, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: `${site.name} logo`, src: 'img/logo.svg', width: 35, height: 35, href: '/'},
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Getting started', to: '/docs/development/getting-started'},
            {label: 'Knowledge base', to: '/docs/development/knowledge-base'},
            {label: 'Extensions', to: '/docs/development/module'},
            {label: 'Themes', to: '/docs/development/theme'},
            {label: 'Deployment', to: '/docs/development/deployment'},
            {label: 'API reference', to: '/docs/api/overview'},
          ],
        },
        {
          title: 'Product',
          items: [
            {label: 'Extensions marketplace', to: '/extensions'},
            {label: 'Pricing', to: '/pricing'},
            {label: 'Blog', to: '/blog'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Support', to: '/support'},
            {label: 'Contact us', to: '/contact-us'},
            {label: 'Discord', href: site.community.discord},
            {label: 'GitHub', href: site.repository.url},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Privacy', to: '/privacy'},
            {label: 'Terms of service', to: '/tos'},
            {label: 'Code of conduct', to: '/code-of-conduct'},
          ],
        },
      ],
      copyright: `Copyright © ${site.copyrightYear} ${site.copyrightHolder}. Built with Docusaurus.`,
    },
    // The grammars come from `plugins/prism-grammars` (config/codeLanguages.ts).
    prism: {theme: codeTheme, additionalLanguages: []},
    algolia,
  } satisfies Preset.ThemeConfig & AlgoliaThemeConfig,
} satisfies Config;

export default config;
