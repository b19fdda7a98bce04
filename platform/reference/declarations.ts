/**
 * Reads the declared platform API (`platform/types/`) with the TypeScript compiler and renders its
 * reference tables: a module's functions (signature with parameter types and defaults, return
 * type, TSDoc) and an interface's fields (type, required or not, TSDoc). The guides import these
 * tables instead of typing the signatures by hand.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {codeCell, textCell} from './mdx';

export const TYPES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../types');
export const PACKAGE = '@merchantry/merchantry';

export interface DeclaredParameter {
  name: string;
  rest: boolean;
  type: string;
  optional: boolean;
  defaultValue?: string;
}

export interface DeclaredFunction {
  name: string;
  /** `<T = any>`, or empty. */
  typeParameters: string;
  parameters: DeclaredParameter[];
  returns: string;
  summary: string;
  returnsDoc?: string;
}

export interface DeclaredField {
  name: string;
  type: string;
  optional: boolean;
  summary: string;
}

export interface DeclaredConstant {
  name: string;
  type: string;
  summary: string;
}

export interface DeclaredModule {
  /** Import path, such as `@merchantry/merchantry/lib/cronjob`. */
  specifier: string;
  constants: DeclaredConstant[];
  functions: DeclaredFunction[];
  interfaces: Map<string, DeclaredField[]>;
  /** Exported type aliases and interfaces with their summaries. */
  types: Map<string, string>;
}

function docOf(node: ts.Node): {summary: string; tags: ts.JSDocTag[]} {
  const docs = (node as {jsDoc?: ts.JSDoc[]}).jsDoc ?? [];
  const last = docs[docs.length - 1];
  const summary = last ? (ts.getTextOfJSDocComment(last.comment) ?? '') : '';
  return {summary: summary.replace(/\s+/g, ' ').trim(), tags: [...ts.getJSDocTags(node)]};
}

function tagText(tag: ts.JSDocTag): string {
  return (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/\s+/g, ' ').trim();
}

/** `@defaultValue priority: 10` → {priority: '10'}. */
function defaultsOf(tags: ts.JSDocTag[]): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const tag of tags) {
    if (tag.tagName.text !== 'defaultValue') continue;
    const match = /^(\w+):\s*(.+)$/.exec(tagText(tag));
    if (match) defaults.set(match[1]!, match[2]!);
  }
  return defaults;
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

function readModule(file: string, specifier: string): DeclaredModule {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
  const declared: DeclaredModule = {specifier, constants: [], functions: [], interfaces: new Map(), types: new Map()};
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      const {summary} = docOf(statement);
      for (const declaration of statement.declarationList.declarations) {
        declared.constants.push({name: declaration.name.getText(), type: declaration.type?.getText() ?? 'unknown', summary});
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      const {summary, tags} = docOf(statement);
      const defaults = defaultsOf(tags);
      declared.functions.push({
        name: statement.name.text,
        typeParameters: statement.typeParameters ? `<${statement.typeParameters.map((parameter) => parameter.getText()).join(', ')}>` : '',
        parameters: statement.parameters
          .filter((parameter) => parameter.name.getText() !== 'this')
          .map((parameter) => ({
            name: parameter.name.getText(),
            rest: Boolean(parameter.dotDotDotToken),
            type: parameter.type?.getText() ?? 'unknown',
            optional: Boolean(parameter.questionToken),
            defaultValue: defaults.get(parameter.name.getText()),
          })),
        returns: statement.type?.getText() ?? 'void',
        summary,
        returnsDoc: tags.filter((tag) => tag.tagName.text === 'returns').map(tagText)[0],
      });
    } else if (ts.isInterfaceDeclaration(statement)) {
      declared.types.set(statement.name.text, docOf(statement).summary);
      declared.interfaces.set(
        statement.name.text,
        statement.members.filter(ts.isPropertySignature).map((member) => ({
          name: member.name.getText(),
          type: member.type?.getText().replace(/\s+/g, ' ') ?? 'unknown',
          optional: Boolean(member.questionToken),
          summary: docOf(member).summary,
        })),
      );
    } else if (ts.isTypeAliasDeclaration(statement)) {
      declared.types.set(statement.name.text, docOf(statement).summary);
    }
  }
  return declared;
}

/** The declarations of one public module, by its subpath (`lib/cronjob`). */
export function declaredModule(subpath: string): DeclaredModule {
  return readModule(path.join(TYPES_DIR, `${subpath}.d.ts`), `${PACKAGE}/${subpath}`);
}


export function signatureOf(fn: DeclaredFunction): string {
  const parameters = fn.parameters.map((parameter) => {
    if (parameter.defaultValue !== undefined) return `${parameter.name}: ${parameter.type} = ${parameter.defaultValue}`;
    return `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}: ${parameter.type}`;
  });
  return `${fn.name}${fn.typeParameters}(${parameters.join(', ')})`;
}

/** | Export | Returns | Description |, one row per exported constant and function of the modules. */
export function functionsTable(subpaths: string[]): string {
  const modules = subpaths.map(declaredModule);
  const withModule = modules.length > 1;
  const lines = [
    withModule ? '| Export | From | Type or return type | Description |' : '| Export | Type or return type | Description |',
    withModule ? '|---|---|---|---|' : '|---|---|---|',
  ];
  for (const module of modules) {
    const from = withModule ? ` ${codeCell(module.specifier)} |` : '';
    for (const constant of module.constants) {
      lines.push(`| ${codeCell(constant.name)} |${from} ${codeCell(constant.type)} | ${textCell(constant.summary)} |`);
    }
    for (const fn of module.functions) {
      const description = [fn.summary, fn.returnsDoc ? `Returns ${fn.returnsDoc.charAt(0).toLowerCase()}${fn.returnsDoc.slice(1)}` : ''].filter(Boolean).join(' ');
      lines.push(`| ${codeCell(signatureOf(fn))} |${from} ${codeCell(fn.returns)} | ${textCell(description)} |`);
    }
  }
  return lines.join('\n');
}

/** | Field | Type | Required | Description |, one row per field of an exported interface. */
export function interfaceTable(subpath: string, name: string): string {
  const fields = declaredModule(subpath).interfaces.get(name);
  if (!fields) throw new Error(`declarations: ${PACKAGE}/${subpath} exports no interface ${name}`);
  const lines = ['| Field | Type | Required | Description |', '|---|---|---|---|'];
  for (const field of fields) {
    lines.push(`| ${codeCell(field.name)} | ${codeCell(field.type)} | ${field.optional ? 'no' : 'yes'} | ${textCell(field.summary)} |`);
  }
  return lines.join('\n');
}
