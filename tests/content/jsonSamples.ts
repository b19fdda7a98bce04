/**
 * Checks of the `json` blocks. Every block must parse; a block whose title names a file the
 * platform reads is validated against that file's JSON Schema (`platform/schemas/`):
 *
 * - `config/*.json`: the store configuration;
 * - `route.json`: an API or page route, whose folder (the route ID) is letters only;
 * - `payloadSchema.json`: itself a JSON Schema, compiled in strict mode so an unknown keyword
 *   (a typo such as `requried`) fails; `skipEscape` and `errorMessage` are the platform's own;
 * - `theme.json`: a theme's content manifest;
 * - `package.json`: `merchantry` commands in its scripts exist with the flags they are given, and
 *   a named package is an ES module.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv, {type ErrorObject} from 'ajv';
import addFormats from 'ajv-formats';
import {SCHEMAS_DIR} from '../../platform/facts';
import {where, type CodeSample} from './codeSamples';
import {checkCommandLine} from './shellSamples';

export type JsonKind = 'config' | 'route' | 'payloadSchema' | 'theme' | 'package' | 'other';

export function jsonKind(sample: CodeSample): JsonKind {
  const file = sample.filename ?? '';
  if (/(^|\/)config\/[^/]+\.json$/.test(file)) return 'config';
  if (/(^|\/)route\.json$/.test(file)) return 'route';
  if (/(^|\/)payloadSchema\.json$/.test(file)) return 'payloadSchema';
  if (/(^|\/)theme\.json$/.test(file)) return 'theme';
  if (/(^|\/)package\.json$/.test(file)) return 'package';
  return 'other';
}

function loadSchema(name: string): object {
  return JSON.parse(readFileSync(path.join(SCHEMAS_DIR, name), 'utf8')) as object;
}

function createAjv(): Ajv {
  const ajv = new Ajv({allErrors: true, strict: true, allowUnionTypes: true});
  addFormats(ajv);
  // The platform's payload keywords (knowledge-base/api-routes).
  ajv.addKeyword({keyword: 'skipEscape', schemaType: 'boolean'});
  ajv.addKeyword({keyword: 'errorMessage', schemaType: ['string', 'object']});
  return ajv;
}

const ajv = createAjv();
const validators = {
  config: ajv.compile(loadSchema('config.schema.json')),
  route: ajv.compile(loadSchema('route.schema.json')),
  theme: ajv.compile(loadSchema('theme.schema.json')),
};

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}${'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`).join('; ');
}

/** Problems of one JSON sample, empty when it is valid. */
export function checkJsonSample(sample: CodeSample): string[] {
  let value: unknown;
  try {
    value = JSON.parse(sample.code);
  } catch (error) {
    return [`${where(sample)}: not JSON (${(error as Error).message}); use \`jsonc\`-free JSON or mark the block \`partial\``];
  }
  const kind = jsonKind(sample);
  const problems: string[] = [];
  if (kind === 'config' || kind === 'route' || kind === 'theme') {
    const validate = validators[kind];
    if (!validate(value)) problems.push(`${where(sample)}: ${sample.filename} ${describeErrors(validate.errors)}`);
  }
  if (kind === 'route') {
    const routeId = path.basename(path.dirname(sample.filename!));
    if (!/^[A-Za-z]+$/.test(routeId)) problems.push(`${where(sample)}: route ID "${routeId}" must be letters only`);
  }
  if (kind === 'payloadSchema') {
    try {
      createAjv().compile(value as object);
    } catch (error) {
      problems.push(`${where(sample)}: payload schema does not compile: ${(error as Error).message}`);
    }
  }
  if (kind === 'package') {
    const manifest = value as {name?: string; type?: string; scripts?: Record<string, string>};
    if (manifest.name !== undefined && manifest.type !== 'module') {
      problems.push(`${where(sample)}: package "${manifest.name}" must set "type": "module"`);
    }
    for (const [script, line] of Object.entries(manifest.scripts ?? {})) {
      for (const problem of checkCommandLine(line)) problems.push(`${where(sample)}: script "${script}": ${problem}`);
    }
  }
  return problems;
}
