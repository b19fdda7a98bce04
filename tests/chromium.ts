import {existsSync} from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); Playwright never downloads a browser here. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install it with `apt-get install -y chromium` (or set CHROME_PATH to a Chromium binary).';
