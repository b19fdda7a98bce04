import {literal, type LiteralSyntax} from './literal';
import {credentialOf, DEFAULT_BASE_URL, SAMPLE_ENV, type SampleRequest} from './request';

function phpString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const PHP_SYNTAX: LiteralSyntax = {
  string: phpString,
  key: phpString,
  pair: ' => ',
  null: 'null',
  true: 'true',
  false: 'false',
  object: ['[', ']'],
  // `json_encode([])` writes a list; an empty map must be an object.
  emptyObject: 'new \\stdClass()',
  indent: '    ',
};

/** PHP 8 with the curl extension, no library. */
export function phpSample(request: SampleRequest): string {
  const lines = ['<?php', '', `$baseUrl = getenv('${SAMPLE_ENV.baseUrl}') ?: '${DEFAULT_BASE_URL}';`, ''];
  if (request.body !== undefined) lines.push(`$payload = ${literal(request.body, PHP_SYNTAX)};`, '');
  const headers: string[] = [];
  if (request.body !== undefined) headers.push(`'Content-Type: application/json'`);
  const credential = credentialOf(request);
  if (credential.kind === 'bearer') headers.push(`'Authorization: Bearer ' . getenv('${credential.env}')`);
  if (credential.kind === 'cookie') headers.push(`'Cookie: ${credential.name}=' . getenv('${credential.env}')`);
  headers.push(...request.headers.map(([name, value]) => phpString(`${name}: ${value}`)));
  const options = [`CURLOPT_CUSTOMREQUEST => '${request.method}',`, 'CURLOPT_RETURNTRANSFER => true,'];
  if (headers.length > 0) options.push('CURLOPT_HTTPHEADER => [', ...headers.map((h) => `    ${h},`), '],');
  if (request.body !== undefined) options.push('CURLOPT_POSTFIELDS => json_encode($payload),');
  lines.push(
    `$curl = curl_init($baseUrl . ${phpString(request.pathAndQuery)});`,
    'curl_setopt_array($curl, [',
    ...options.map((option) => `    ${option}`),
    ']);',
    '$result = json_decode(curl_exec($curl), true);',
    'if (curl_getinfo($curl, CURLINFO_RESPONSE_CODE) >= 400) {',
    `    throw new RuntimeException($result['error']['status'] . ': ' . $result['error']['message']);`,
    '}',
  );
  if (request.resultKeys.length > 0) lines.push(`print_r($result['${request.resultKeys[0]}']);`);
  return lines.join('\n');
}
