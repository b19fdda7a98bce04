/**
 * The contact form. Validation runs in the browser with the same functions the server uses
 * (`src/data/contact.ts`): a field is checked when the visitor leaves it and re-checked while
 * they fix it; on submit every field is checked and focus moves to the first invalid one. Each
 * error is text tied to its field with `aria-describedby`, and the field gets `aria-invalid`
 * (`FormField` does the wiring).
 *
 * Nothing the visitor typed is cleared unless the message was accepted.
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import EmailLink from '@site/src/components/EmailLink';
import FormField, {Options, type FormControlProps} from '@site/src/components/FormField';
import Heading from '@theme/Heading';
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  CONTACT_TOPIC_LABELS,
  validateContactField,
  type ContactField,
  type ContactFieldErrors,
  type ContactTopic,
} from '@site/src/data/contact';
import {submitContact} from '../../_utils';
import styles from './styles.module.css';

type Values = Record<ContactField | typeof CONTACT_HONEYPOT_FIELD, string>;

const EMPTY: Values = {name: '', email: '', company: '', topic: '', message: '', website: ''};

type Status =
  | {kind: 'editing'}
  | {kind: 'sending'}
  | {kind: 'sent'}
  | {kind: 'failed'; message: string};

export interface ContactFormProps {
  /** Shown in failure messages as the way to reach us anyway. */
  contactEmail: string;
  /** Preselected topic (from `?topic=`), applied only while the visitor has not chosen one. */
  initialTopic?: ContactTopic;
}

const NUMBER = new Intl.NumberFormat('en-US');

type TextInputField = 'name' | 'email' | 'company';

/** What each one-line field tells the browser about its content (autofill, keyboard, spelling). */
const TEXT_INPUTS = {
  name: {autoComplete: 'name', type: 'text'},
  email: {autoComplete: 'email', inputMode: 'email', spellCheck: false, type: 'email'},
  company: {autoComplete: 'organization', type: 'text'},
} as const satisfies Record<TextInputField, React.InputHTMLAttributes<HTMLInputElement>>;

export default function ContactForm({contactEmail, initialTopic}: ContactFormProps): React.JSX.Element {
  const uid = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [status, setStatus] = useState<Status>({kind: 'editing'});
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  // The success box: focus goes to its heading. theme-classic's Heading is a function component
  // without forwardRef, and React 18 drops a ref given to one, so the ref is on the box.
  const successRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Set while the pointer is down on "Send message". Without it, leaving a field by clicking the
  // button shows that field's error first, which moves the button before the click completes:
  // the click then misses and the form is never submitted.
  const pressingSubmit = useRef(false);

  // The topic from the address arrives after hydration; it fills the topic once, unless the
  // visitor already chose one. Adjusted during render (not in an effect) so no stale frame shows.
  const [appliedTopic, setAppliedTopic] = useState<ContactTopic | undefined>(undefined);
  if (initialTopic !== appliedTopic) {
    setAppliedTopic(initialTopic);
    if (initialTopic) setValues((current) => (current.topic === '' ? {...current, topic: initialTopic} : current));
  }

  useEffect(() => {
    if (status.kind === 'sent') successRef.current?.querySelector<HTMLHeadingElement>('h2')?.focus();
    if (status.kind === 'failed') alertRef.current?.focus();
  }, [status]);

  const id = (field: string) => `${uid}-${field}`;

  function focusFirstInvalid(found: ContactFieldErrors): void {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  }

  function update(field: keyof Values, value: string): void {
    setValues((current) => ({...current, [field]: value}));
    // Re-check only a field already marked wrong, so the visitor sees it turn right while typing
    // but is not told off for an email address they have not finished.
    if (field !== CONTACT_HONEYPOT_FIELD && errors[field]) {
      setErrors((current) => ({...current, [field]: validateContactField(field, value)}));
    }
  }

  function check(field: ContactField): void {
    if (pressingSubmit.current) return;
    const error = validateContactField(field, values[field]);
    setErrors((current) => ({...current, [field]: error}));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    pressingSubmit.current = false;
    if (status.kind === 'sending') return;
    const found: ContactFieldErrors = {};
    for (const field of CONTACT_FIELDS) {
      const error = validateContactField(field, values[field]);
      if (error) found[field] = error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({kind: 'editing'});
      focusFirstInvalid(found);
      return;
    }
    setStatus({kind: 'sending'});
    const result = await submitContact(values);
    if (result.kind === 'success') {
      setValues(EMPTY);
      setErrors({});
      setStatus({kind: 'sent'});
    } else if (result.kind === 'invalid') {
      setErrors(result.fields);
      setStatus({kind: 'editing'});
      focusFirstInvalid(result.fields);
    } else {
      setStatus({kind: 'failed', message: result.message});
    }
  }

  if (status.kind === 'sent') {
    return (
      <div className={styles.success} ref={successRef} role="status">
        <Heading as="h2" className={styles.successTitle} tabIndex={-1}>
          Thank you, your message has been sent
        </Heading>
        <p>
          We have stored it and will reply by email to the address you gave. If you need to add something, send
          another message or write to <EmailLink address={contactEmail} />.
        </p>
        <button className="button button--secondary" onClick={() => setStatus({kind: 'editing'})} type="button">
          Write another message
        </button>
      </div>
    );
  }

  /** What every visible control shares: its name, value, handlers and the ref that focus uses. */
  const bind = (field: ContactField) => ({
    name: field,
    onBlur: () => check(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(field, event.target.value),
    ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[field] = element;
    },
    value: values[field],
  });

  const fieldProps = (field: ContactField) => ({error: errors[field], id: id(field)});

  const textInput = (field: TextInputField) => (control: FormControlProps) => (
    <input
      {...control}
      {...bind(field)}
      {...TEXT_INPUTS[field]}
      maxLength={CONTACT_LIMITS[field].max}
      required={CONTACT_LIMITS[field].min > 0}
    />
  );

  const messageLength = values.message.trim().length;
  const sending = status.kind === 'sending';

  return (
    <form aria-describedby={id('intro')} className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.intro} id={id('intro')}>
        All fields are required except the company.
      </p>

      {status.kind === 'failed' && (
        <div className={styles.alert} ref={alertRef} role="alert" tabIndex={-1}>
          <p className={styles.alertTitle}>Your message was not sent.</p>
          <p>{status.message}</p>
          <p>
            Everything you wrote is still in the form. Try again, or email us at{' '}
            <EmailLink address={contactEmail} />.
          </p>
        </div>
      )}

      <div className={styles.row}>
        <FormField {...fieldProps('name')} label="Name">
          {textInput('name')}
        </FormField>
        <FormField {...fieldProps('email')} label="Email">
          {textInput('email')}
        </FormField>
      </div>

      <div className={styles.row}>
        <FormField
          {...fieldProps('company')}
          label={
            <>
              Company <span className={styles.optional}>(optional)</span>
            </>
          }>
          {textInput('company')}
        </FormField>

        <FormField {...fieldProps('topic')} label="Topic">
          {(control) => (
            <select
              {...control}
              {...bind('topic')}
              onChange={(event) => {
                update('topic', event.target.value);
                // A choice is complete the moment it is made, so it is checked at once.
                setErrors((current) => ({...current, topic: validateContactField('topic', event.target.value)}));
              }}
              required>
              <option value="">Choose a topic…</option>
              <Options labels={CONTACT_TOPIC_LABELS} values={CONTACT_TOPICS} />
            </select>
          )}
        </FormField>
      </div>

      <FormField
        {...fieldProps('message')}
        hint={
          <>
            Between {CONTACT_LIMITS.message.min} and {NUMBER.format(CONTACT_LIMITS.message.max)} characters.{' '}
            <span className={clsx(messageLength > CONTACT_LIMITS.message.max && styles.over)}>
              {NUMBER.format(messageLength)} / {NUMBER.format(CONTACT_LIMITS.message.max)}
            </span>
          </>
        }
        label="Message">
        {(control) => <textarea {...control} {...bind('message')} required rows={7} />}
      </FormField>

      {/* Honeypot: off-screen and out of the tab order; a person never fills it, a bot does. */}
      <div aria-hidden="true" className={styles.honeypot}>
        <label htmlFor={id(CONTACT_HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          autoComplete="off"
          id={id(CONTACT_HONEYPOT_FIELD)}
          name={CONTACT_HONEYPOT_FIELD}
          onChange={(e) => update(CONTACT_HONEYPOT_FIELD, e.target.value)}
          tabIndex={-1}
          type="text"
          value={values.website}
        />
      </div>

      <div className={styles.actions}>
        <button
          aria-disabled={sending}
          className="button button--primary button--lg"
          onPointerDown={() => {
            pressingSubmit.current = true;
          }}
          onPointerLeave={() => {
            pressingSubmit.current = false;
          }}
          type="submit">
          {sending ? 'Sending…' : 'Send message'}
        </button>
        <p className={styles.privacy}>
          We keep your message for 12 months to answer it. Read the <Link to="/privacy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
