/**
 * The landing page's route. It is added here rather than by `src/pages/index.tsx` so the page can
 * receive data computed at build time: the marketplace strip reads six extensions from a
 * generated JSON module instead of bundling the whole marketplace data file into `/`.
 */
import type {Plugin} from '@docusaurus/types';
import {featuredExtensions, sortedExtensions, type FeaturedExtensions} from '../../src/data/extensions';

/** How many extensions the landing page's strip shows; the rest are one click away. */
const STRIP_SIZE = 6;

export default function landingPagePlugin(): Plugin<FeaturedExtensions> {
  return {
    name: 'landing-page',
    async loadContent() {
      return featuredExtensions(sortedExtensions, STRIP_SIZE);
    },
    async contentLoaded({content, actions}) {
      const featured = await actions.createData('featured-extensions.json', JSON.stringify(content));
      actions.addRoute({
        path: '/',
        exact: true,
        component: '@site/src/components/Home/HomePage.tsx',
        modules: {featured},
      });
    },
  };
}
