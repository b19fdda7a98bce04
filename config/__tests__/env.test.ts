import {describe, expect, it} from 'vitest';
import {tryItOriginsFromEnv} from '../env';

describe('tryItOriginsFromEnv', () => {
  it('is empty when TRY_IT_ORIGINS is unset or blank', () => {
    expect(tryItOriginsFromEnv({})).toEqual([]);
    expect(tryItOriginsFromEnv({TRY_IT_ORIGINS: ' , '})).toEqual([]);
  });

  it('reads a comma-separated list of origins', () => {
    expect(tryItOriginsFromEnv({TRY_IT_ORIGINS: 'http://localhost:3000, https://store.example.com'})).toEqual([
      'http://localhost:3000',
      'https://store.example.com',
    ]);
  });

  it.each(['localhost:3000', 'https://store.example.com/', 'https://store.example.com/api', "'unsafe-inline'", 'javascript:alert(1)', '*'])(
    'refuses %s, which is not an http(s) origin, naming it',
    (value) => {
      expect(() => tryItOriginsFromEnv({TRY_IT_ORIGINS: value})).toThrow(`TRY_IT_ORIGINS: "${value}" is not an origin`);
    },
  );
});
