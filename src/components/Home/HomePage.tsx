import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import type {FeaturedExtensions} from '@site/src/data/extensions';
import {site} from '@site/src/site';
import Home from '.';

/** The `/` route, added by `plugins/landing-page` with the strip's extensions as a module. */
export default function HomePage({featured}: {featured: FeaturedExtensions}): ReactNode {
  return (
    <Layout title={site.tagline} description={site.description}>
      <Home featured={featured} />
    </Layout>
  );
}
