import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {DEVELOPMENT_DOCS, type DevelopmentSection} from './config/routes';
import {apiSidebar} from './sidebars/apiSidebar';

const SECTION_LABELS: Record<DevelopmentSection, string> = {
  'getting-started': 'Getting started',
  'knowledge-base': 'Knowledge base',
  module: 'Extensions',
  theme: 'Themes',
  advanced: 'Advanced',
  deployment: 'Deployment',
};

// The introduction opens the sidebar on its own: the first doc of the first sidebar is the
// version's main doc, and the spec makes the introduction the main doc.
const MAIN_DOC = 'development/getting-started/introduction';

// Reading order inside a section, where it differs from the alphabetical list of the spec.
const READING_ORDER: Partial<Record<DevelopmentSection, string[]>> = {
  'getting-started': ['system-requirements', 'installation-guide'],
  'knowledge-base': ['architecture-overview'],
  module: ['module-overview', 'create-your-first-extension', 'extension-development', 'widget-development'],
  theme: ['theme-overview', 'templating', 'view-system', 'styling'],
};

function ordered(section: DevelopmentSection): string[] {
  const first = READING_ORDER[section] ?? [];
  const rest = DEVELOPMENT_DOCS[section].filter((page) => !first.includes(page));
  return [...first, ...rest].map((page) => `development/${section}/${page}`).filter((id) => id !== MAIN_DOC);
}

const sections = (Object.keys(DEVELOPMENT_DOCS) as DevelopmentSection[]).map((section) => ({
  type: 'category' as const,
  label: SECTION_LABELS[section],
  // Each section lands on its own index page.
  link: {type: 'doc' as const, id: `development/${section}/index`},
  collapsed: section !== 'getting-started',
  items: ordered(section),
}));

const tutorialSidebar = [MAIN_DOC, ...sections];

export default {
  tutorialSidebar,
  apiSidebar,
} satisfies SidebarsConfig;
