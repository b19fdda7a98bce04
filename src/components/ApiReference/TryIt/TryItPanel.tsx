/**
 * The try-it console of one operation, loaded on first open (see ./index.tsx). It starts from the
 * documented example (parameters, body, the sandbox credential the operation needs), checks the
 * inputs as the reader edits them, sends the request to this site's sandbox or to the reader's
 * own store, and shows status, timing, headers and the formatted body. Nothing leaves the site's
 * origin unless the reader chooses their store.
 */
import React, {useId, useMemo, useRef, useState, type ReactNode, type FormEvent} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {SANDBOX_CREDENTIALS, SCHEME_CREDENTIALS} from '@site/server/sandbox/credentials';
import type {ApiOperationData} from '../types';
import {buildRequest, formatBody, inputProblems, type TryItInputs} from './request';
import styles from './styles.module.css';

/** The sandbox's base: the document's `/api` paths answer under it (server/sandbox/api.ts). */
const SANDBOX_BASE = '/sandbox';

type Target = 'sandbox' | 'store';

interface Result {
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  body: string;
}

function sandboxToken(operation: ApiOperationData): string {
  if (operation.auth.some((option) => option.scheme === 'adminBearer')) return SANDBOX_CREDENTIALS.adminToken;
  if (operation.auth.some((option) => option.scheme === 'customerBearer')) return SANDBOX_CREDENTIALS.customerToken;
  return '';
}

/** Session-only operations: the sandbox's session cookie, scoped to the sandbox's path. */
function setSandboxSessionCookie(operation: ApiOperationData): void {
  for (const option of operation.auth) {
    const credential = SCHEME_CREDENTIALS[option.scheme];
    if (credential?.in === 'cookie') document.cookie = `${credential.name}=${credential.value}; path=${SANDBOX_BASE}; SameSite=Strict`;
  }
}

function headerList(headers: Headers): [string, string][] {
  const list: [string, string][] = [];
  headers.forEach((value, name) => list.push([name, value]));
  return list;
}

function failureMessage(target: Target, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (target === 'sandbox') return `The sandbox did not answer (${reason}). Is the site served by its own server (npm start)?`;
  return (
    `No answer the browser may show (${reason}). Your store must answer this site's origin with CORS ` +
    `(Access-Control-Allow-Origin: ${window.location.origin}, and Access-Control-Allow-Headers: Authorization, Content-Type) ` +
    "and be reachable from this browser. The site's Content-Security-Policy lets pages connect only to their own origin " +
    "unless the site server was started with your store's origin in TRY_IT_ORIGINS (for example TRY_IT_ORIGINS=http://localhost:3000 npm start)."
  );
}

export default function TryItPanel({operation}: {operation: ApiOperationData}): ReactNode {
  const id = useId();
  const [target, setTarget] = useState<Target>('sandbox');
  const [storeUrl, setStoreUrl] = useState('http://localhost:3000');
  const [inputs, setInputs] = useState<Omit<TryItInputs, 'baseUrl'>>(() => ({
    params: Object.fromEntries(operation.parameters.map((p) => [p.name, p.example ?? ''])),
    body: operation.requestBody?.example ?? '',
    token: sandboxToken(operation),
  }));
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const baseUrl = target === 'sandbox' ? SANDBOX_BASE : storeUrl;
  const full: TryItInputs = {...inputs, baseUrl};
  const problems = useMemo(() => inputProblems(operation, {...inputs, baseUrl}), [operation, baseUrl, inputs]);
  const fieldId = (name: string) => `${id}-${name}`;
  const problemId = (name: string) => `${id}-${name}-problem`;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const first = Object.keys(problems)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    const {url, init} = buildRequest(operation, full);
    if (target === 'sandbox') setSandboxSessionCookie(operation);
    setSending(true);
    setFailure(null);
    const started = performance.now();
    try {
      const response = await fetch(url, {...init, credentials: target === 'sandbox' ? 'same-origin' : 'omit'});
      const body = await response.text();
      setResult({
        status: response.status,
        statusText: response.statusText,
        ms: Math.round(performance.now() - started),
        headers: headerList(response.headers),
        body: formatBody(body),
      });
    } catch (error) {
      setResult(null);
      setFailure(failureMessage(target, error));
    } finally {
      setSending(false);
    }
  };

  const field = (name: string, label: string, value: string, onChange: (value: string) => void, required = false) => (
    <div className={styles.field} key={name}>
      <label htmlFor={fieldId(name)}>
        {label}
        {required ? <span className={styles.required}> (required)</span> : null}
      </label>
      <input
        id={fieldId(name)}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? problemId(name) : undefined}
        spellCheck={false}
      />
      {problems[name] ? (
        <p id={problemId(name)} className={styles.problem}>
          {problems[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form ref={formRef} className={styles.panel} onSubmit={(event) => void send(event)} aria-label={`Try ${operation.summary}`} noValidate>
      <fieldset className={styles.group}>
        <legend>Send to</legend>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-target`} checked={target === 'sandbox'} onChange={() => setTarget('sandbox')} /> The sandbox on this site
        </label>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-target`} checked={target === 'store'} onChange={() => setTarget('store')} /> My store
        </label>
        {target === 'store' ? field('baseUrl', 'Store URL', storeUrl, setStoreUrl, true) : null}
      </fieldset>

      {operation.parameters.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>Parameters</legend>
          {operation.parameters.map((parameter) =>
            field(
              parameter.name,
              `${parameter.name} (${parameter.in})`,
              inputs.params[parameter.name] ?? '',
              (value) => setInputs((current) => ({...current, params: {...current.params, [parameter.name]: value}})),
              parameter.required,
            ),
          )}
        </fieldset>
      ) : null}

      {operation.access !== 'public' ? field('token', 'Bearer token', inputs.token, (token) => setInputs((current) => ({...current, token}))) : null}

      {operation.requestBody ? (
        <div className={styles.field}>
          <label htmlFor={fieldId('body')}>Body ({operation.requestBody.contentType})</label>
          <textarea
            id={fieldId('body')}
            className={styles.body}
            value={inputs.body}
            rows={Math.min(16, inputs.body.split('\n').length + 1)}
            onChange={(event) => setInputs((current) => ({...current, body: event.target.value}))}
            aria-invalid={problems.body ? true : undefined}
            aria-describedby={problems.body ? problemId('body') : undefined}
            spellCheck={false}
          />
          {problems.body ? (
            <p id={problemId('body')} className={styles.problem}>
              {problems.body}
            </p>
          ) : null}
        </div>
      ) : null}

      <button type="submit" className="button button--primary" disabled={sending}>
        Send {operation.method.toUpperCase()} request
      </button>

      <div role="status" className={styles.outcome}>
        {sending ? 'Sending…' : null}
        {failure ? <p className={styles.problem}>{failure}</p> : null}
        {result && !sending ? (
          <p>
            <strong>
              {result.status} {result.statusText}
            </strong>{' '}
            in {result.ms} ms
          </p>
        ) : null}
      </div>
      {result ? (
        <>
          <details className={styles.headers}>
            <summary>Response headers</summary>
            <dl>
              {result.headers.map(([name, value]) => (
                <React.Fragment key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </React.Fragment>
              ))}
            </dl>
          </details>
          <CodeBlock language="json" title="Response body">
            {result.body}
          </CodeBlock>
        </>
      ) : null}
    </form>
  );
}
