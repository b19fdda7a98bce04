/**
 * The navbar's search button, with the same markup and class names as DocSearch 3.9's
 * `DocSearchButton` (so its stylesheet and our contrast fix apply unchanged). It lives here
 * because DocSearch 3.9 ships one ESM bundle: importing its button pulled the whole modal
 * (27 KB gzip) into every page's first load. Its two glyphs are DocSearch's, drawn in
 * `src/components/Icon/Magnifier` and `Icon/ControlKey` like every icon of the site.
 */
import {forwardRef, useEffect, useState, type ReactNode, type ButtonHTMLAttributes} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ControlKeyIcon from '@site/src/components/Icon/ControlKey';
import MagnifierIcon from '@site/src/components/Icon/Magnifier';

type Platform = 'mac' | 'other';

type SearchButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A key cap that looks pressed while its key is held, as DocSearch's does. */
function Key({reactsToKey, children}: {reactsToKey: string; children: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsToKey && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsToKey || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

function usePlatform(): Platform | null {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  // The only hint every browser gives synchronously; userAgentData is Chromium-only.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? 'mac' : 'other';
}

// forwardRef: React 18 does not pass `ref` to a function component as a prop.
const SearchButton = forwardRef<HTMLButtonElement | null, SearchButtonProps>(function SearchButton(buttonProps, ref): ReactNode {
  // Unknown until hydration, so the server never guesses the visitor's platform.
  const platform = usePlatform();
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  const modifierName = platform === 'mac' ? 'Command' : 'Ctrl';
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={`${label} (${modifierName}+K)`} {...buttonProps} ref={ref}>
      <span className="DocSearch-Button-Container">
        <MagnifierIcon className="DocSearch-Search-Icon" />
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {platform && (
          <>
            {platform === 'mac' ? <Key reactsToKey="Meta">⌘</Key> : <Key reactsToKey="Control"><ControlKeyIcon className="DocSearch-Control-Key-Icon" /></Key>}
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
