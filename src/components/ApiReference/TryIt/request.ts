/**
 * The try-it panel's request: from the reader's inputs to a URL, headers and body, with the
 * problems that would make the request fail before it leaves (an empty required parameter,
 * a body that is not JSON). Pure functions, so the rules are tested without a browser.
 */
import type {ApiOperationData} from '../types';

export interface TryItInputs {
  /** Where `/api/...` paths are sent: `/sandbox` on this site, or the reader's store origin. */
  baseUrl: string;
  /** Values of path, query and header parameters, by name. */
  params: Record<string, string>;
  body: string;
  /** Bearer token, sent as `Authorization` when not empty. */
  token: string;
}

export interface TryItRequest {
  url: string;
  init: RequestInit & {headers: Record<string, string>};
}

/** Field name → problem, for inline messages; empty when the request can be sent. */
export function inputProblems(operation: ApiOperationData, inputs: TryItInputs): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.required && !inputs.params[parameter.name]?.trim()) problems[parameter.name] = `${parameter.name} is required`;
  }
  if (operation.requestBody) {
    try {
      JSON.parse(inputs.body);
    } catch (error) {
      problems.body = `The body is not JSON: ${(error as Error).message}`;
    }
  }
  if (!/^(\/|https?:\/\/)/.test(inputs.baseUrl.trim())) problems.baseUrl = 'Enter a URL that starts with http:// or https://';
  return problems;
}

export function buildRequest(operation: ApiOperationData, inputs: TryItInputs): TryItRequest {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = inputs.params[parameter.name]?.trim() ?? '';
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (value === '') continue;
    else if (parameter.in === 'query') query.append(parameter.name, value);
    else if (parameter.in === 'header') headers[parameter.name] = value;
  }
  if (inputs.token.trim()) headers.Authorization = `Bearer ${inputs.token.trim()}`;
  const init: TryItRequest['init'] = {method: operation.method.toUpperCase(), headers};
  if (operation.requestBody) {
    headers['Content-Type'] = operation.requestBody.contentType;
    init.body = inputs.body;
  }
  const search = query.toString();
  return {url: `${inputs.baseUrl.trim().replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`, init};
}

/** A response body as the panel shows it: JSON indented, anything else as it came. */
export function formatBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
