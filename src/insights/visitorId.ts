/**
 * The visitor's random id: a UUID kept in local storage, never derived from the IP or the
 * browser. Search insights send it as the user token and page feedback as the voter, so one
 * visitor's keystrokes count as one search and a second vote on a page replaces the first.
 * The privacy page names the key. Null when storage is blocked: nothing then ties requests.
 */
export const VISITOR_ID_KEY = 'merchantry-visitor-id';

export function visitorId(): string | null {
  try {
    const stored = window.localStorage.getItem(VISITOR_ID_KEY);
    if (stored) return stored;
    const created = window.crypto.randomUUID();
    window.localStorage.setItem(VISITOR_ID_KEY, created);
    return created;
  } catch {
    return null;
  }
}
