import {pretty} from '../pretty';
import {credentialOf, type SampleRequest} from './request';

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The only sample with the documented server's origin: the others read the store's address from the environment or the page. */
export function curlSample(request: SampleRequest): string {
  const target = shellQuote(request.origin + request.pathAndQuery);
  const lines = [request.method === 'GET' ? `curl ${target}` : `curl -X ${request.method} ${target}`];
  if (request.body !== undefined) lines.push(`-H 'Content-Type: application/json'`);
  const credential = credentialOf(request);
  if (credential.kind === 'cookie') lines.push(`--cookie "${credential.name}=$${credential.env}"`);
  if (credential.kind === 'bearer') lines.push(`-H "Authorization: Bearer $${credential.env}"`);
  for (const [name, value] of request.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`-d ${shellQuote(pretty(request.body))}`);
  return lines.join(' \\\n  ');
}
