import {mkdtempSync} from 'node:fs';
import {availableParallelism, tmpdir} from 'node:os';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from './tests/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// One data dir per run, shared with the specs so they can read what the server stored.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'merchantry-e2e-'));
// A stand-in for a reader's own store, which try-it.spec serves and the site lets pages reach.
process.env.E2E_STORE_PORT ??= String(PORT + 1);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core (at most four: every worker's pages are served by the one site server process).
  workers: Math.max(1, Math.min(4, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {executablePath: chromiumPath(), args: CHROMIUM_ARGS},
    trace: 'off',
  },
  webServer: {
    // `npm run serve` without npm: the server compiled to JavaScript, as production runs it.
    command: `node server/start.mjs --no-build`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEARCH_ALLOWED_ORIGINS: `http://localhost:${PORT}`,
      TRY_IT_ORIGINS: `http://127.0.0.1:${process.env.E2E_STORE_PORT}`,
    },
  },
});
