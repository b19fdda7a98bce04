/**
 * Type-checks every `ts`, `tsx`, `js` and `jsx` block of the docs and the blog against the
 * platform's declared API (`platform/types/`) in one in-memory TypeScript program: each block is
 * a virtual file, nothing is written to disk, and the checker loads React, Node and Express types
 * once for all of them.
 *
 * Where a block lives: the path its title or `// @filename:` line gives, under a folder per page,
 * so the blocks of one page form one project and import each other by relative path (the Stripe
 * guide's `../../services/gateway.js`). A block without a path is a module of its own.
 *
 * Compiler options are those of the extension `tsconfig.json` the docs publish
 * (module/extension-development: React JSX factory, strict null checks, ES modules, DOM and
 * ESNext libraries), so a sample compiles for a reader exactly as it does here; only module
 * resolution differs (`Bundler`, since the virtual files have no package.json of their own).
 */
import path from 'node:path';
import ts from 'typescript';
import {SITE_DIR, where, type CodeSample} from './codeSamples';

export const TYPESCRIPT_LANGUAGES = ['ts', 'tsx', 'js', 'jsx'] as const;

const PLATFORM_TYPES = path.join(SITE_DIR, 'platform/types');
const VENDOR_TYPES = path.join(SITE_DIR, 'platform/vendor');
// Virtual: inside the site so `react` and `@types/*` resolve from its node_modules.
const SAMPLES_ROOT = path.join(SITE_DIR, '.samples');
const COMPONENTS_ALIAS = '@components/';

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2018,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.d.ts'],
  jsx: ts.JsxEmit.React,
  strictNullChecks: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  types: ['node'],
  baseUrl: SITE_DIR,
  paths: {'@merchantry/merchantry/*': ['platform/types/*']},
};

export interface CompiledSample {
  sample: CodeSample;
  /** Absolute path of the virtual file. */
  fileName: string;
}

export interface CompileResult {
  compiled: CompiledSample[];
  /** Problems with page and line, empty when every sample compiles. */
  errors: string[];
  /** Declaration files of the platform API the program loaded. */
  declarationFiles: string[];
}

function extensionOf(language: string): string {
  return `.${language}`;
}

/** The virtual file of a sample: its declared path under its page's folder, or one of its own. */
export function sampleFileName(sample: CodeSample): string {
  const pageDir = path.join(SAMPLES_ROOT, sample.page.replace(/\.mdx?$/, ''));
  if (sample.filename) return path.join(pageDir, sample.filename);
  return path.join(pageDir, `block-${sample.line}${extensionOf(sample.language)}`);
}

/** `@components/x` from `…/extensions/<name>/…` or `…/themes/<name>/…`: own `src/components` first. */
function componentCandidates(specifier: string, containingFile: string): string[] {
  const rest = specifier.slice(COMPONENTS_ALIAS.length);
  const own = /^(.*\/(?:extensions|themes)\/[^/]+)\//.exec(containingFile)?.[1];
  return [...(own ? [path.join(own, 'src/components', rest)] : []), path.join(PLATFORM_TYPES, 'components', rest)];
}

function listDeclarations(dir: string): string[] {
  return ts.sys.readDirectory(dir, ['.d.ts']).map((file) => path.resolve(file));
}

export function compileSamples(samples: CodeSample[]): CompileResult {
  const errors: string[] = [];
  const compiled: CompiledSample[] = [];
  const virtual = new Map<string, CompiledSample>();
  for (const sample of samples) {
    const fileName = sampleFileName(sample);
    const previous = virtual.get(fileName);
    if (previous) {
      errors.push(`${where(sample)}: same file as ${where(previous.sample)} (${sample.filename}); mark one \`partial\` or give it its own path`);
      continue;
    }
    const entry = {sample, fileName};
    virtual.set(fileName, entry);
    compiled.push(entry);
  }

  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  // The stock host's own methods, bound before they are replaced below.
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  host.fileExists = (file) => virtual.has(path.resolve(file)) || fileExists(file);
  host.readFile = (file) => virtual.get(path.resolve(file))?.sample.code ?? readFile(file);
  host.directoryExists = (dir) => path.resolve(dir).startsWith(SAMPLES_ROOT) || (directoryExists?.(dir) ?? true);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const entry = virtual.get(path.resolve(file));
    if (entry) return ts.createSourceFile(file, entry.sample.code, languageVersion, true);
    return getSourceFile(file, languageVersion, onError, shouldCreate);
  };
  // Still honoured by TypeScript 5.8; its successor resolveModuleNameLiterals would need the same
  // alias mapping written against string-literal nodes.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  host.resolveModuleNames = (names, containingFile, _reused, redirected, options) =>
    names.map((name) => {
      const specifiers = name.startsWith(COMPONENTS_ALIAS) ? componentCandidates(name, containingFile) : [name];
      for (const specifier of specifiers) {
        const resolved = ts.resolveModuleName(specifier, containingFile, options, host, undefined, redirected).resolvedModule;
        if (resolved) return resolved;
      }
      return undefined;
    });

  const declarationFiles = listDeclarations(PLATFORM_TYPES);
  const program = ts.createProgram({
    rootNames: [...compiled.map((entry) => entry.fileName), ...listDeclarations(VENDOR_TYPES), ...declarationFiles],
    options: COMPILER_OPTIONS,
    host,
  });

  const format = (diagnostic: ts.Diagnostic): string => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const file = diagnostic.file;
    if (!file || diagnostic.start === undefined) return message;
    const {line} = file.getLineAndCharacterOfPosition(diagnostic.start);
    const entry = virtual.get(path.resolve(file.fileName));
    if (!entry) return `${path.relative(SITE_DIR, file.fileName)}:${line + 1}: ${message}`;
    // The fence line, then the `// @filename:` line when there is one, then the code.
    const offset = entry.sample.line + (entry.sample.filename && !/title="/.test(entry.sample.meta) ? 1 : 0);
    return `${entry.sample.page}:${offset + line + 1}: ${message}`;
  };

  const checked = [...compiled.map((entry) => entry.fileName), ...declarationFiles, ...listDeclarations(VENDOR_TYPES)];
  for (const fileName of checked) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) {
      errors.push(`${path.relative(SITE_DIR, fileName)}: not loaded`);
      continue;
    }
    for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
      errors.push(format(diagnostic));
    }
  }
  for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) errors.push(format(diagnostic));
  return {compiled, errors, declarationFiles};
}
