import {indent, jsLiteral, jsObjectLines, jsString} from './javascript';
import type {SampleRequest} from './request';

/** In the store's own pages: same origin, so the browser sends the session cookie itself. */
export function fetchSample(request: SampleRequest): string {
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: '${request.method}',`);
  const headers: [string, string][] = [];
  if (request.body !== undefined) headers.push(['Content-Type', `'application/json'`]);
  for (const [name, value] of request.headers) headers.push([name, jsString(value)]);
  if (headers.length > 0) {
    options.push('headers: {', ...jsObjectLines(headers).map((l) => `  ${l}`), '},');
  }
  if (request.body !== undefined) options.push(`body: JSON.stringify(${jsLiteral(request.body)}),`);
  const lines: string[] = [];
  if (request.access !== 'public') {
    lines.push(
      request.access === 'admin'
        ? '// From an admin page of the store: the admin session cookie goes along.'
        : '// From a storefront page: the customer session cookie goes along.',
    );
  }
  if (options.length > 0) {
    lines.push(`const response = await fetch('${request.pathAndQuery}', {`, ...options.map((l) => `  ${indent(l, 2)}`), '});');
  } else {
    lines.push(`const response = await fetch('${request.pathAndQuery}');`);
  }
  if (request.resultKeys.length > 0) lines.push(`const {${request.resultKeys.join(', ')}} = await response.json();`);
  return lines.join('\n');
}
