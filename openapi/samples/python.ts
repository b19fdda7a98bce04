import {literal, type LiteralSyntax} from './literal';
import {credentialOf, DEFAULT_BASE_URL, SAMPLE_ENV, type SampleRequest} from './request';

// JSON's string escapes are all valid in a Python string literal.
const PYTHON_SYNTAX: LiteralSyntax = {
  string: (text) => JSON.stringify(text),
  key: (name) => JSON.stringify(name),
  pair: ': ',
  null: 'None',
  true: 'True',
  false: 'False',
  object: ['{', '}'],
  emptyObject: '{}',
  indent: '    ',
};

/** Python 3 with `requests`: the body goes as `json=`, which also sets the content type. */
export function pythonSample(request: SampleRequest): string {
  const lines = ['import os', '', 'import requests', '', `base_url = os.environ.get("${SAMPLE_ENV.baseUrl}", "${DEFAULT_BASE_URL}")`, ''];
  if (request.body !== undefined) lines.push(`payload = ${literal(request.body, PYTHON_SYNTAX)}`, '');
  const args = [`f"{base_url}${request.pathAndQuery.replace(/[{}]/g, (c) => c + c)}"`];
  const headers = request.headers.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  const credential = credentialOf(request);
  if (credential.kind === 'bearer') headers.unshift(`"Authorization": f"Bearer {os.environ['${credential.env}']}"`);
  if (headers.length > 0) args.push(`headers={${headers.join(', ')}}`);
  if (credential.kind === 'cookie') args.push(`cookies={"${credential.name}": os.environ["${credential.env}"]}`);
  if (request.body !== undefined) args.push('json=payload');
  args.push('timeout=30');
  lines.push(
    `response = requests.request(`,
    `    "${request.method}",`,
    ...args.map((arg) => `    ${arg},`),
    ')',
    'if not response.ok:',
    '    error = response.json()["error"]',
    `    raise RuntimeError(f"{error['status']}: {error['message']}")`,
  );
  if (request.resultKeys.length > 0) lines.push(`print(response.json()["${request.resultKeys[0]}"])`);
  return lines.join('\n');
}
