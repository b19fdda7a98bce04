import type {ReactNode} from 'react';
import type {FeaturedExtensions} from '@site/src/data/extensions';
import Architecture from './Architecture';
import BuiltToExtend from './BuiltToExtend';
import ClosingCta from './ClosingCta';
import ExtensionStrip from './ExtensionStrip';
import Features from './Features';
import Hero from './Hero';

/** The landing page body, section by section; `HomePage` wraps it in the layout. */
export default function Home({featured}: {featured: FeaturedExtensions}): ReactNode {
  return (
    <main>
      <Hero />
      <Features />
      <BuiltToExtend />
      <Architecture />
      <ExtensionStrip featured={featured} />
      <ClosingCta />
    </main>
  );
}
