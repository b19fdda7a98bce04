/**
 * The navbar's search button, with the same markup and class names as DocSearch 3.9's
 * `DocSearchButton` (so its stylesheet and our contrast fix apply unchanged). It lives here
 * because DocSearch 3.9 ships one ESM bundle: importing its button pulled the whole modal
 * (27 KB gzip) into every page's first load.
 */
import {useEffect, useState, type ReactNode, type Ref, type ButtonHTMLAttributes} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Platform = 'mac' | 'other';

interface SearchButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
}

function SearchGlyph(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ControlKeyGlyph(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon" aria-hidden="true">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

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

export default function SearchButton({ref, ...buttonProps}: SearchButtonProps): ReactNode {
  // Unknown until hydration, so the server never guesses the visitor's platform.
  const platform = usePlatform();
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  const modifierName = platform === 'mac' ? 'Command' : 'Ctrl';
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={`${label} (${modifierName}+K)`} {...buttonProps} ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchGlyph />
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {platform && (
          <>
            {platform === 'mac' ? <Key reactsToKey="Meta">⌘</Key> : <Key reactsToKey="Control"><ControlKeyGlyph /></Key>}
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
}
