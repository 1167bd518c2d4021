/**
 * Signing in (spec §2 'Déjà client', §5): e-mail and password with the SDK's login rules, and
 * the server's refusals said in the visitor's language — a wrong password, or too many attempts.
 */
import { checkForm, loginForm, type SdkError, SdkHttpError, type Session } from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useForm } from '../hooks/useForm.js';
import { useT } from '../hooks/useT.js';
import { lazyScreen } from '../lazyScreen.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Field.js';

export interface LoginFormProps {
  /** Called once signed in (the session is stored and the live connection started by the SDK). */
  onSignedIn?(session: Session): void;
  /** The form's title; `false` leaves it to the page. @default 'Déjà client' */
  title?: boolean;
}

// Asked for by few: its form, texts and call come when 'Forgot your password?' is pressed.
const ForgotPassword = lazyScreen(() =>
  import('./ForgotPassword.js').then((module) => module.ForgotPassword),
);

function loginErrorKey(error: SdkError): { key: string; message?: string } {
  if (error instanceof SdkHttpError && error.status === 401) return { key: 'auth.login.wrong' };
  if (error instanceof SdkHttpError && error.status === 429) return { key: 'auth.login.throttled' };
  return { key: 'auth.login.failed', message: error.message };
}

export function LoginForm({ onSignedIn, title = true }: LoginFormProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const form = useForm({ email: '', password: '' }, (values) => checkForm(loginForm, values));
  const login = useAction((email: string, password: string) => client.auth.login(email, password));
  const [forgot, setForgot] = useState(false);

  const submit = form.submit(async ({ email, password }) => {
    const result = await login.run(email, password);
    if (!result) return;
    if (result.error) {
      const { key, message } = loginErrorKey(result.error);
      form.setServerError('_form', t(key, { message }));
      return;
    }
    onSignedIn?.(result.data);
  });

  const formError = form.error('_form');
  if (forgot) return <ForgotPassword email={form.values.email} onBack={() => setForgot(false)} />;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('auth.login.title')}
      className={css({ display: 'grid', gap: 16 })}
    >
      {title && (
        <h2 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
          {t('auth.login.title')}
        </h2>
      )}
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete="email"
        required
        {...form.bind('email')}
      />
      <TextField
        label={t('auth.login.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('password')}
      />
      {formError && (
        <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
          {formError}
        </p>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' })}>
        <Button type="submit" busy={login.busy}>
          {t('auth.login.submit')}
        </Button>
        <Button variant="quiet" onClick={() => setForgot(true)}>
          {t('auth.recovery.forgot')}
        </Button>
      </div>
    </form>
  );
}
