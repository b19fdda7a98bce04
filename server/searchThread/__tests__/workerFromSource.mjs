// The search thread's module from its TypeScript source, for the tests: a worker does not take
// `--import tsx` from its execArgv on Node 20, so it registers tsx's two loaders itself, as that
// flag would (the package is CommonJS, so the modules load through the CommonJS one).
import {register as registerCommonJs} from 'tsx/cjs/api';
import {register as registerEsm} from 'tsx/esm/api';

registerCommonJs();
registerEsm();
await import('../worker.ts');
