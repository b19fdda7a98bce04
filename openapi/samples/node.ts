import {jsLiteral, jsObjectLines, jsString} from './javascript';
import {credentialOf, DEFAULT_BASE_URL, SAMPLE_ENV, type SampleRequest} from './request';

export function nodeSample(request: SampleRequest): string {
  const headers: [string, string][] = [];
  if (request.body !== undefined) headers.push(['Content-Type', `'application/json'`]);
  const credential = credentialOf(request);
  if (credential.kind === 'cookie') headers.push(['Cookie', `\`${credential.name}=\${process.env.${credential.env}}\``]);
  if (credential.kind === 'bearer') headers.push(['Authorization', `\`Bearer \${process.env.${credential.env}}\``]);
  for (const [name, value] of request.headers) headers.push([name, jsString(value)]);
  const options: string[] = request.method === 'GET' ? [] : [`method: '${request.method}',`];
  if (headers.length > 0) options.push('headers: {', ...jsObjectLines(headers).map((l) => `  ${l}`), '},');
  if (request.body !== undefined) options.push('body: JSON.stringify(payload),');
  const lines = [
    '// Node 20+, ES module: top-level await and the built-in fetch.',
    `const baseUrl = process.env.${SAMPLE_ENV.baseUrl} ?? '${DEFAULT_BASE_URL}';`,
    '',
  ];
  if (request.body !== undefined) lines.push(`const payload = ${jsLiteral(request.body)};`, '');
  const url = `\`\${baseUrl}${request.pathAndQuery}\``;
  lines.push(
    ...(options.length > 0 ? [`const response = await fetch(${url}, {`, ...options.map((l) => `  ${l}`), '});'] : [`const response = await fetch(${url});`]),
    'if (!response.ok) {',
    '  const {error} = await response.json();',
    '  throw new Error(`${error.status}: ${error.message}`);',
    '}',
  );
  if (request.resultKeys.length > 0) {
    lines.push(`const {${request.resultKeys.join(', ')}} = await response.json();`, `console.log(${request.resultKeys[0]});`);
  }
  return lines.join('\n');
}
