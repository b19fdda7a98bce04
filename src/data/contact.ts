/**
 * The contact form's contract, shared by the page (`src/pages/contact-us`) and the site server
 * (`server/routes/contact.ts`). Both validate with `validateContact`, so the limits, the topic
 * list and the wording of every message cannot drift between the browser and the server.
 *
 * Plain TypeScript only: the server imports this file, so no React, no Docusaurus aliases.
 */

export const CONTACT_TOPICS = [
  'general',
  'cloud',
  'commercial-support',
  'partnership',
  'marketplace',
  'press',
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS = {
  general: 'General question',
  cloud: 'Merchantry Cloud plans and billing',
  'commercial-support': 'Commercial support or consulting',
  partnership: 'Agency or technology partnership',
  marketplace: 'Listing an extension or theme in the marketplace',
  press: 'Press and media',
} as const satisfies Record<ContactTopic, string>;

export const CONTACT_FIELDS = ['name', 'email', 'company', 'topic', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * Length limits in UTF-16 code units (what `String.length` and `maxLength` count). The message
 * cap keeps the worst-case JSON body (every character a 3-byte code point) under
 * `CONTACT_BODY_LIMIT_BYTES`, so an honest visitor can never meet a 413.
 */
export const CONTACT_LIMITS = {
  name: {min: 1, max: 100},
  email: {min: 3, max: 254},
  company: {min: 0, max: 120},
  message: {min: 10, max: 4000},
} as const satisfies Record<Exclude<ContactField, 'topic'>, {min: number; max: number}>;

export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

/** Bots fill every input they find; people never see this one. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_ENDPOINT = '/api/contact';

export interface ContactMessage {
  name: string;
  email: string;
  /** Empty string when the visitor left it out. */
  company: string;
  topic: ContactTopic;
  message: string;
}

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ContactValidation =
  | {ok: true; value: ContactMessage}
  | {ok: false; fields: ContactFieldErrors};

/**
 * Deliberately loose: one `@`, no spaces, a dot in the domain. Real validation of an address
 * is sending mail to it; a stricter pattern only rejects unusual but valid addresses.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

// Tabs and newlines are fine in a message; other control characters only appear in forged
// requests and would corrupt mail headers or terminal output when someone reads the file.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Single-line fields (name, company) allow no line breaks at all.
const LINE_BREAKS = /[\r\n\u2028\u2029]/;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

export function validateName(value: unknown): string | undefined {
  const v = text(value);
  if (v === undefined || v.length < CONTACT_LIMITS.name.min) return 'Enter your name.';
  if (v.length > CONTACT_LIMITS.name.max)
    return `Keep your name under ${CONTACT_LIMITS.name.max + 1} characters.`;
  if (CONTROL_CHARS.test(v) || LINE_BREAKS.test(v)) return 'Your name contains characters we cannot accept.';
  return undefined;
}

export function validateEmail(value: unknown): string | undefined {
  const v = text(value);
  if (v === undefined || v.length === 0) return 'Enter your email address so we can reply.';
  if (v.length > CONTACT_LIMITS.email.max)
    return `Email addresses are at most ${CONTACT_LIMITS.email.max} characters long.`;
  if (!EMAIL_PATTERN.test(v) || CONTROL_CHARS.test(v))
    return 'Enter an email address in the form name@example.com.';
  return undefined;
}

export function validateCompany(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const v = text(value);
  if (v === undefined) return 'Company must be text.';
  if (v.length > CONTACT_LIMITS.company.max)
    return `Keep the company name under ${CONTACT_LIMITS.company.max + 1} characters.`;
  if (CONTROL_CHARS.test(v) || LINE_BREAKS.test(v))
    return 'The company name contains characters we cannot accept.';
  return undefined;
}

export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (CONTACT_TOPICS as readonly string[]).includes(value);
}

export function validateTopic(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return 'Choose a topic.';
  if (!isContactTopic(value)) return 'Choose one of the listed topics.';
  return undefined;
}

export function validateMessage(value: unknown): string | undefined {
  const v = text(value);
  if (v === undefined || v.length === 0) return 'Write your message.';
  if (v.length < CONTACT_LIMITS.message.min)
    return `Write at least ${CONTACT_LIMITS.message.min} characters so we can help.`;
  if (v.length > CONTACT_LIMITS.message.max)
    return `Shorten your message to ${CONTACT_LIMITS.message.max} characters or fewer.`;
  if (CONTROL_CHARS.test(v)) return 'Your message contains characters we cannot accept.';
  return undefined;
}

const VALIDATORS = {
  name: validateName,
  email: validateEmail,
  company: validateCompany,
  topic: validateTopic,
  message: validateMessage,
} as const satisfies Record<ContactField, (value: unknown) => string | undefined>;

export function validateContactField(field: ContactField, value: unknown): string | undefined {
  return VALIDATORS[field](value);
}

/** Validates an untrusted object (a parsed request body or the form's state). */
export function validateContact(input: unknown): ContactValidation {
  const record: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const fields: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = VALIDATORS[field](record[field]);
    if (error) fields[field] = error;
  }
  if (Object.keys(fields).length > 0) return {ok: false, fields};
  return {
    ok: true,
    value: {
      name: String(record.name).trim(),
      email: String(record.email).trim(),
      company: typeof record.company === 'string' ? record.company.trim() : '',
      topic: record.topic as ContactTopic,
      message: String(record.message).trim(),
    },
  };
}

/** Successful `POST /api/contact` body. */
export interface ContactSuccessBody {
  ok: true;
  id: string;
}

/** Every non-2xx answer of `/api/contact`. */
export interface ContactErrorBody {
  error: {
    code: ContactErrorCode;
    message: string;
    fields?: ContactFieldErrors;
  };
}

export type ContactErrorCode =
  | 'CONTACT_INVALID_FIELDS'
  | 'CONTACT_INVALID_BODY'
  | 'CONTACT_UNSUPPORTED_MEDIA_TYPE'
  | 'CONTACT_BODY_TOO_LARGE'
  | 'CONTACT_RATE_LIMITED'
  | 'CONTACT_STORE_FAILED';
