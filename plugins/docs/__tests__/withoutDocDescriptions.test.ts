import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withoutDocDescriptions} from '../index';

const versionRoute = (): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocVersionRoot',
  exact: false,
  props: {
    version: {
      pluginId: 'default',
      version: 'current',
      label: 'Next',
      docsSidebars: {tutorialSidebar: [{type: 'link', href: '/docs/intro', label: 'Introduction'}]},
      docs: {
        intro: {id: 'intro', title: 'Introduction', description: 'What Merchantry is.', sidebar: 'tutorialSidebar'},
        'api/cart': {id: 'api/cart', title: 'Cart', description: 'Cart endpoints.', sidebar: 'apiSidebar'},
      },
    },
  },
  routes: [{path: '/docs/intro', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/intro.mdx'}}],
});

describe('withoutDocDescriptions', () => {
  it('drops each doc description from a nested version prop and keeps the rest', () => {
    const root: RouteConfig = {path: '/docs', component: '@theme/DocsRoot', exact: false, routes: [versionRoute()]};
    const version = withoutDocDescriptions(root).routes![0]!.props!.version as Record<string, unknown>;
    expect(version.docs).toEqual({
      intro: {id: 'intro', title: 'Introduction', sidebar: 'tutorialSidebar'},
      'api/cart': {id: 'api/cart', title: 'Cart', sidebar: 'apiSidebar'},
    });
    expect(version.docsSidebars).toEqual((versionRoute().props!.version as Record<string, unknown>).docsSidebars);
    expect(version.label).toBe('Next');
  });

  it('leaves routes without a version prop, and the input, as they were', () => {
    const input = versionRoute();
    const output = withoutDocDescriptions(input);
    expect(output.routes).toEqual(input.routes);
    expect((input.props!.version as {docs: Record<string, {description?: string}>}).docs.intro!.description).toBe(
      'What Merchantry is.',
    );
  });
});
