/**
 * Page-private helpers for /contact-us: the server probe, the submit call and the topic read
 * from the query string. The wire contract itself lives in `src/data/contact.ts`.
 */
import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  CONTACT_ENDPOINT,
  isContactTopic,
  type ContactErrorBody,
  type ContactFieldErrors,
  type ContactTopic,
} from '@site/src/data/contact';

/** `checking` renders like `available`: our own server is the normal case, so no layout shift. */
export type ContactEndpointState = 'checking' | 'available' | 'unavailable';

const PROBE_TIMEOUT_MS = 5_000;
const SUBMIT_TIMEOUT_MS = 15_000;

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('application/json');
}

/**
 * Asks `GET /api/contact` whether the site server is behind this page. A static host answers
 * 404 or an HTML page, and the page then offers the email address instead of a form that
 * could never be delivered.
 */
export function useContactEndpoint(): ContactEndpointState {
  const [state, setState] = useState<ContactEndpointState>('checking');
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    void fetch(CONTACT_ENDPOINT, {cache: 'no-store', headers: {accept: 'application/json'}, signal: controller.signal})
      .then(async (response) => {
        if (!response.ok || !isJson(response)) return false;
        const body: unknown = await response.json();
        return typeof body === 'object' && body !== null && (body as {ok?: unknown}).ok === true;
      })
      .catch(() => false)
      .then((available) => {
        window.clearTimeout(timer);
        setState(available ? 'available' : 'unavailable');
      });
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, []);
  return state;
}

/** `?topic=cloud` (linked from the pricing page) preselects that topic. */
export function useTopicFromQuery(): ContactTopic | undefined {
  const {search} = useLocation();
  // Read only once hydrated: the server-rendered HTML has no query string, and hydration must match it.
  const isBrowser = useIsBrowser();
  if (!isBrowser) return undefined;
  const value = new URLSearchParams(search).get('topic');
  return isContactTopic(value) ? value : undefined;
}

export type ContactSubmitResult =
  | {kind: 'success'; id: string}
  | {kind: 'invalid'; message: string; fields: ContactFieldErrors}
  | {kind: 'failed'; message: string};

function isErrorBody(body: unknown): body is ContactErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as {error?: unknown}).error;
  return typeof error === 'object' && error !== null && typeof (error as {message?: unknown}).message === 'string';
}

export async function submitContact(payload: Record<string, string>): Promise<ContactSubmitResult> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json'},
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      kind: 'failed',
      message: timedOut
        ? 'The server took too long to answer, so we cannot tell whether your message arrived.'
        : 'We could not reach the server. Check your internet connection.',
    };
  }

  const body: unknown = isJson(response) ? await response.json().catch(() => undefined) : undefined;
  if (response.ok && typeof body === 'object' && body !== null && (body as {ok?: unknown}).ok === true) {
    return {kind: 'success', id: String((body as {id?: unknown}).id)};
  }
  if (isErrorBody(body)) {
    if (body.error.code === 'CONTACT_INVALID_FIELDS' && body.error.fields) {
      return {kind: 'invalid', message: body.error.message, fields: body.error.fields};
    }
    return {kind: 'failed', message: body.error.message};
  }
  return {
    kind: 'failed',
    message: `The server answered with an unexpected response (HTTP ${response.status}), so your message was not sent.`,
  };
}
