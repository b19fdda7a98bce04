/**
 * One operation of the API reference as Markdown, from the same build-time data the page's
 * `ApiOperation` component renders: endpoint, description, auth, parameters, body fields, every
 * code sample (all languages, where the page shows one tab at a time), the response and the
 * errors. The heading is not written here: it is the partial's own Markdown heading.
 */
import {entityDocPath} from '../../openapi/document';
import {operationSamples} from '../../openapi/samples';
import {ACCESS_LABELS} from '../../src/components/ApiReference/accessLabels';
import type {ApiField, ApiOperationData, ApiParameter} from '../../src/components/ApiReference/types';

/** Text for one table cell: no line breaks, and a pipe would end the cell. */
function cell(text: string): string {
  return text.replace(/\s*\n+\s*/g, ' ').replace(/\|/g, '\\|');
}

function describe(field: ApiField): string {
  return cell([field.description ?? '', ...field.constraints.map((rule) => `${rule}.`)].filter(Boolean).join(' '));
}

/** Nested fields flattened to dotted names (`items.sku`), so one table holds a whole payload. */
function flatten(fields: ApiField[], parent?: string): (ApiField & {qualified: string})[] {
  return fields.flatMap((field) => {
    const qualified = parent ? `${parent}.${field.name}` : field.name;
    return [{...field, qualified}, ...flatten(field.children ?? [], qualified)];
  });
}

function fieldTable(fields: ApiField[]): string[] {
  return [
    '| Field | Type | Required | Description |',
    '|---|---|---|---|',
    ...flatten(fields).map((f) => `| \`${f.qualified}\` | ${cell(f.type)} | ${f.required ? 'yes' : 'no'} | ${describe(f)} |`),
  ];
}

function parameterTable(parameters: ApiParameter[]): string[] {
  return [
    '| Parameter | In | Type | Required | Description |',
    '|---|---|---|---|---|',
    ...parameters.map((p) => `| \`${p.name}\` | ${p.in} | ${cell(p.type)} | ${p.required ? 'yes' : 'no'} | ${describe(p)} |`),
  ];
}

/** A fence longer than any backtick run in the code, so no sample can close it early. */
function fence(code: string, info: string): string[] {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const marks = '`'.repeat(longest + 1);
  return [`${marks}${info}`, code, marks];
}

export function apiOperationMarkdown(operation: ApiOperationData): string {
  const lines: string[] = [`\`${operation.method.toUpperCase()} ${operation.path}\``, ''];
  if (operation.description) lines.push(operation.description, '');
  if (operation.alsoOn.length > 0) {
    const pages = operation.alsoOn.map((page) => `[${page.title}](${entityDocPath(page.slug)}#${operation.anchor})`);
    lines.push(`Also listed under ${pages.join(', ')}.`, '');
  }
  lines.push(`**Auth.** ${ACCESS_LABELS[operation.access]}`, '');
  if (operation.auth.length > 0) lines.push(...operation.auth.map((option) => `- ${option.label}`), '');

  if (operation.parameters.length > 0) lines.push('#### Parameters', '', ...parameterTable(operation.parameters), '');
  const body = operation.requestBody;
  if (body) {
    lines.push('#### Request body', '', `\`${body.contentType}\`, ${body.required ? 'required' : 'optional'}.`, '');
    if (body.fields.length > 0) lines.push(...fieldTable(body.fields), '');
  }

  lines.push('#### Example request', '');
  for (const sample of operationSamples(operation)) {
    lines.push(`${sample.label}${sample.title ? ` (\`${sample.title}\`)` : ''}:`, '', ...fence(sample.code, sample.language), '');
  }

  const {response} = operation;
  lines.push('#### Response', '', `\`${response.status}\` ${response.description}`, '');
  if (response.example) lines.push(...fence(response.example, 'json'), '');
  if (response.fields.length > 0) lines.push('Response fields:', '', ...fieldTable(response.fields), '');

  lines.push(
    '#### Errors',
    '',
    '| Status | When | Example message |',
    '|---|---|---|',
    ...operation.errors.map((e) => `| \`${e.status}\` | ${cell(e.description)} | ${e.message ? `\`${cell(e.message)}\`` : ''} |`),
  );
  return lines.join('\n');
}
