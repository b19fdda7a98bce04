import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    // The API and platform reference partials are build output, not committed: write them first.
    globalSetup: ['scripts/generate.ts'],
    include: [
      'config/**/__tests__/**/*.test.ts',
      'plugins/**/__tests__/**/*.test.ts',
      'search/**/__tests__/**/*.test.ts',
      'server/**/__tests__/**/*.test.ts',
      'src/**/__tests__/**/*.test.ts',
      'tests/content/**/*.test.ts',
      'scripts/**/__tests__/**/*.test.ts',
      'openapi/**/__tests__/**/*.test.ts',
      'tests/clients/**/*.test.ts',
      'bench/**/__tests__/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
