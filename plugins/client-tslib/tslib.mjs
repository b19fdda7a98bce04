// The module-interop helpers TypeScript emits into CommonJS packages, from tslib's own ES build.
// See index.ts for why the browser bundle gets these instead of all of tslib.
export {
  __createBinding,
  __exportStar,
  __importDefault,
  __importStar,
} from 'tslib/tslib.es6.mjs';
