import {describe, expect, it} from 'vitest';
import clientTslibPlugin, {CLIENT_TSLIB} from '../index';

describe('client-tslib', () => {
  it('aliases tslib to the interop helpers in the browser bundle only', () => {
    const plugin = clientTslibPlugin();
    const configure = (isServer: boolean) => plugin.configureWebpack!({}, isServer, {} as never, {});
    expect(configure(false)).toEqual({resolve: {alias: {tslib$: CLIENT_TSLIB}}});
    expect(configure(true)).toEqual({});
  });

  it('exports working interop helpers', async () => {
    const helpers = await import(CLIENT_TSLIB);
    const cjs = {value: 1};
    expect(helpers.__importDefault(cjs).default).toBe(cjs);
    const esm = {__esModule: true, default: 2};
    expect(helpers.__importDefault(esm)).toBe(esm);
    expect(helpers.__importStar({a: 1}).a).toBe(1);
    expect(Object.keys(helpers).sort()).toEqual(['__createBinding', '__exportStar', '__importDefault', '__importStar']);
  });
});
