import {pretty} from '../pretty';
import {credentialOf, DEFAULT_BASE_URL, SAMPLE_ENV, type SampleRequest} from './request';

/** A Go string literal: raw when it can be (JSON reads best unescaped), else quoted. */
function goString(text: string): string {
  // JSON.stringify's escapes are all valid in an interpreted Go string.
  return text.includes('`') ? JSON.stringify(text) : `\`${text}\``;
}

function goMethod(method: string): string {
  return `http.Method${method.charAt(0)}${method.slice(1).toLowerCase()}`;
}

/** Go with the standard library only; imports are exactly what the sample uses, as Go requires. */
export function goSample(request: SampleRequest): string {
  const hasBody = request.body !== undefined;
  const hasResult = request.resultKeys.length > 0;
  const imports = [...(hasBody ? ['bytes'] : []), ...(hasResult ? ['encoding/json'] : []), 'fmt', 'io', 'net/http', 'os'];
  const lines = [
    'package main',
    '',
    'import (',
    ...imports.map((name) => `\t"${name}"`),
    ')',
    '',
    'func main() {',
    `\tbaseURL := os.Getenv("${SAMPLE_ENV.baseUrl}")`,
    '\tif baseURL == "" {',
    `\t\tbaseURL = "${DEFAULT_BASE_URL}"`,
    '\t}',
    '',
  ];
  if (hasBody) lines.push(`\tpayload := []byte(${goString(pretty(request.body))})`, '');
  const body = hasBody ? 'bytes.NewReader(payload)' : 'nil';
  lines.push(
    `\treq, err := http.NewRequest(${goMethod(request.method)}, baseURL+${JSON.stringify(request.pathAndQuery)}, ${body})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
  );
  if (hasBody) lines.push('\treq.Header.Set("Content-Type", "application/json")');
  const credential = credentialOf(request);
  if (credential.kind === 'bearer') lines.push(`\treq.Header.Set("Authorization", "Bearer "+os.Getenv("${credential.env}"))`);
  if (credential.kind === 'cookie') lines.push(`\treq.AddCookie(&http.Cookie{Name: "${credential.name}", Value: os.Getenv("${credential.env}")})`);
  for (const [name, value] of request.headers) lines.push(`\treq.Header.Set(${JSON.stringify(name)}, ${JSON.stringify(value)})`);
  lines.push(
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tbody, err := io.ReadAll(res.Body)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tif res.StatusCode >= 400 {',
    '\t\tpanic(fmt.Sprintf("%d: %s", res.StatusCode, body))',
    '\t}',
  );
  if (hasResult) {
    lines.push(
      `\tvar result map[string]any`,
      '\tif err := json.Unmarshal(body, &result); err != nil {',
      '\t\tpanic(err)',
      '\t}',
      `\tfmt.Println(result[${JSON.stringify(request.resultKeys[0])}])`,
    );
  } else {
    lines.push('\tfmt.Println(res.Status)');
  }
  lines.push('}');
  return lines.join('\n');
}
