import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Home from '@site/src/components/Home';
import {site} from '@site/src/site';

export default function HomePage(): ReactNode {
  return (
    <Layout title={site.tagline} description={site.description}>
      <Home />
    </Layout>
  );
}
