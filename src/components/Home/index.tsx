import type {ReactNode} from 'react';
import Architecture from './Architecture';
import BuiltToExtend from './BuiltToExtend';
import ClosingCta from './ClosingCta';
import ExtensionStrip from './ExtensionStrip';
import Features from './Features';
import Hero from './Hero';

/** The landing page body, section by section; `pages/index.tsx` wraps it in the layout. */
export default function Home(): ReactNode {
  return (
    <main>
      <Hero />
      <Features />
      <BuiltToExtend />
      <Architecture />
      <ExtensionStrip />
      <ClosingCta />
    </main>
  );
}
