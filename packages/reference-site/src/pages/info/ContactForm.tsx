/**
 * The contact page's form: a signed-in shopper's message reaches the support team as a message,
 * which staff answer in the shopper's messages; a visitor is asked to sign in first, and comes
 * back here.
 */
import { type AppLanguageCode, contactSupport } from '@vitrine/sdk-core';
import { type FormEvent, useId, useState } from 'react';
import { css, focusRing, Link, tokens, useSession, useVitrine } from '../../ui.js';
import { CONTACT_FORM } from './infoTexts.js';

type Sending =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed'; error: string };

const field = css({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  marginTop: 6,
  padding: '10px 12px',
  border: `1px solid ${tokens.line}`,
  font: 'inherit',
  ...focusRing,
});

export function ContactForm({ language }: { language: AppLanguageCode }) {
  const client = useVitrine();
  const session = useSession();
  const texts = CONTACT_FORM[language];
  const titleId = useId();
  const [objet, setObjet] = useState('');
  const [body, setBody] = useState('');
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending({ state: 'sending' });
    const result = await contactSupport(client, { objet, corps_message: body });
    setSending(result.error ? { state: 'failed', error: result.error.message } : { state: 'sent' });
  };

  return (
    <section aria-labelledby={titleId} className={css({ marginTop: 32, display: 'grid', gap: 12 })}>
      <h2 id={titleId} className={css({ margin: 0, fontSize: 18 })}>
        {texts.title}
      </h2>
      {!session ? (
        <p className={css({ margin: 0 })}>
          <Link to={{ to: 'login' }} className={css({ color: tokens.ink, fontWeight: 600, ...focusRing })}>
            {texts.signIn}
          </Link>
        </p>
      ) : sending.state === 'sent' ? (
        <p role="status" className={css({ margin: 0, display: 'grid', gap: 8 })}>
          {texts.sent}
          <Link to={{ to: 'messages' }} className={css({ color: tokens.ink, fontWeight: 600, ...focusRing })}>
            {texts.openMessages}
          </Link>
        </p>
      ) : (
        <form onSubmit={submit} className={css({ display: 'grid', gap: 12, maxWidth: 560 })}>
          <label>
            {texts.subject}
            <input
              className={field}
              required
              value={objet}
              onChange={(event) => setObjet(event.target.value)}
            />
          </label>
          <label>
            {texts.message}
            <textarea
              className={field}
              required
              rows={6}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          </label>
          {sending.state === 'failed' && (
            <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
              {sending.error}
            </p>
          )}
          <button
            type="submit"
            disabled={sending.state === 'sending'}
            className={css({
              justifySelf: 'start',
              minHeight: 44,
              padding: '0 24px',
              border: 0,
              background: tokens.ink,
              color: tokens.surface,
              font: 'inherit',
              cursor: 'pointer',
              ...focusRing,
            })}
          >
            {texts.send}
          </button>
        </form>
      )}
    </section>
  );
}
