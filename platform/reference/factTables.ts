/**
 * Reference tables rendered from the facts module and the config schema: the CLI, the
 * environment variables and the config keys.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {CLI_COMMANDS, commandLine, ENV_VARS, SCHEMAS_DIR} from '../facts';
import {codeCell, textCell} from './mdx';


/** | npm script | Command | Arguments and flags | What it does | */
export function cliTable(): string {
  const lines = ['| npm script | Command | Arguments and flags | What it does |', '|---|---|---|---|'];
  for (const command of CLI_COMMANDS) {
    const accepted = [command.args, ...command.flags.filter((flag) => !command.fixedFlags?.includes(flag))].filter(Boolean).join(' ');
    lines.push(`| ${command.script ? codeCell(command.script) : '—'} | ${codeCell(commandLine(command))} | ${accepted ? codeCell(accepted) : 'none'} | ${textCell(command.description)} |`);
  }
  return lines.join('\n');
}

/** | Variable | Default | Meaning | */
export function envVarTable(): string {
  const lines = ['| Variable | Default | Meaning |', '|---|---|---|'];
  for (const variable of ENV_VARS) lines.push(`| ${codeCell(variable.name)} | ${textCell(variable.default)} | ${textCell(variable.meaning)} |`);
  return lines.join('\n');
}

interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  description?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  $ref?: string;
}

function loadConfigSchema(): SchemaNode & {definitions: Record<string, SchemaNode>} {
  return JSON.parse(readFileSync(path.join(SCHEMAS_DIR, 'config.schema.json'), 'utf8')) as SchemaNode & {definitions: Record<string, SchemaNode>};
}

function typeOf(node: SchemaNode, definitions: Record<string, SchemaNode>): string {
  if (node.$ref) {
    const name = node.$ref.split('/').pop()!;
    const target = definitions[name]!;
    return target.properties ? `{ ${Object.keys(target.properties).join(', ')} }` : typeOf(target, definitions);
  }
  if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (node.type === 'array') {
    const item = node.items ? typeOf(node.items, definitions) : 'any';
    return /[ |]/.test(item) && !item.startsWith('{') && !item.startsWith('Record') ? `(${item})[]` : `${item}[]`;
  }
  if (node.type === 'object' && typeof node.additionalProperties === 'object' && !node.properties) {
    return `Record<string, ${typeOf(node.additionalProperties, definitions)}>`;
  }
  if (node.properties) return `{ ${Object.keys(node.properties).join(', ')} }`;
  return Array.isArray(node.type) ? node.type.join(' | ') : (node.type ?? 'any');
}

/** | Key | Type | Default | Notes |: every key of the config schema that holds a value or a map. */
export function configTable(): string {
  const schema = loadConfigSchema();
  const lines = ['| Key | Type | Default | Notes |', '|---|---|---|---|'];
  const walk = (node: SchemaNode, prefix: string) => {
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (child.properties && !child.$ref) {
        if (child.description) lines.push(`| ${codeCell(key)} | object | | ${textCell(child.description)} |`);
        walk(child, key);
        continue;
      }
      const fallback = child.default === undefined ? '' : codeCell(JSON.stringify(child.default));
      lines.push(`| ${codeCell(key)} | ${codeCell(typeOf(child, schema.definitions))} | ${fallback} | ${textCell(child.description ?? '')} |`);
    }
  };
  walk(schema, '');
  return lines.join('\n');
}
