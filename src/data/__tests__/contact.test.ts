import {describe, expect, it} from 'vitest';
import {
  CONTACT_BODY_LIMIT_BYTES,
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  CONTACT_TOPIC_LABELS,
  validateContact,
  validateContactField,
} from '../contact';

const VALID = {
  name: 'Ada Merchant',
  email: 'ada@example.com',
  company: '',
  topic: 'general',
  message: 'A question about Merchantry extensions.',
};

describe('contact data', () => {
  it('labels every topic, with unique labels', () => {
    expect(Object.keys(CONTACT_TOPIC_LABELS).sort()).toEqual([...CONTACT_TOPICS].sort());
    const labels = Object.values(CONTACT_TOPIC_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('keeps the honeypot out of the real fields', () => {
    expect(CONTACT_FIELDS).not.toContain(CONTACT_HONEYPOT_FIELD);
  });

  it('fits the largest valid form, in 3-byte characters and JSON, under the body limit', () => {
    const worst = JSON.stringify({
      name: '€'.repeat(CONTACT_LIMITS.name.max),
      email: 'a'.repeat(CONTACT_LIMITS.email.max),
      company: '€'.repeat(CONTACT_LIMITS.company.max),
      topic: CONTACT_TOPICS.reduce((a, b) => (a.length > b.length ? a : b)),
      message: '€'.repeat(CONTACT_LIMITS.message.max),
      [CONTACT_HONEYPOT_FIELD]: '',
    });
    expect(Buffer.byteLength(worst)).toBeLessThan(CONTACT_BODY_LIMIT_BYTES);
  });

  it('accepts a valid message and trims it', () => {
    expect(validateContact({...VALID, name: ' Ada Merchant '})).toEqual({ok: true, value: VALID});
  });

  it('answers every field with a sentence ending in a full stop', () => {
    const result = validateContact({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const message of Object.values(result.fields)) expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('treats a missing company as empty and rejects a non-string one', () => {
    expect(validateContactField('company', undefined)).toBeUndefined();
    expect(validateContactField('company', 3)).toBeDefined();
  });

  it('rejects a non-object input as all fields missing', () => {
    for (const input of [null, 'text', [VALID]]) {
      const result = validateContact(input);
      expect(result.ok).toBe(false);
    }
  });
});
