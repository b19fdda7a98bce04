/**
 * The classic docs plugin with a leaner version prop.
 *
 * Every docs page loads its version's metadata, and the stock prop lists each doc with its
 * description for `DocCard`, the card grid of generated category pages. This site has no card
 * grids (each section has a written index page), so the descriptions were 2.9 KB gzip that
 * every doc page downloaded and nothing read. The pages' own descriptions (meta tags, search)
 * come from each doc's metadata and are untouched.
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

export {validateOptions};

/** The route tree with every version prop's `docs` reduced to id, title and sidebar. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, {description: _unread, ...doc}]) => [id, doc]),
          ),
        },
      }
    : route.props;
  return {...route, props, routes: route.routes?.map(withoutDocDescriptions)};
}

export default async function leanDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      await plugin.contentLoaded!({...args, actions: {...args.actions, addRoute}});
    },
  };
}
