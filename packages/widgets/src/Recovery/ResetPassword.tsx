/**
 * The page a password-reset e-mail's link opens: a new password under sign-up's rule. Once it is
 * saved every session of the account has ended, so the page sends the visitor to sign in.
 */
import { checkForm, type Result, resetPasswordForm } from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useForm } from '../hooks/useForm.js';
import { useT } from '../hooks/useT.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Field.js';
import { useLinkToken } from './linkToken.js';
import { refusalText } from './refusalText.js';

export interface ResetPasswordProps {
  /** The link's secret. @default read from the page's fragment (`#token=…`) */
  token?: string;
}

export function ResetPassword({ token }: ResetPasswordProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const secret = useLinkToken(token);
  const [done, setDone] = useState(false);
  const form = useForm({ password: '' }, (values) => checkForm(resetPasswordForm, values));
  const reset = useAction(
    (password: string): Promise<Result<true>> => client.account.resetPassword(secret ?? '', password),
  );

  const submit = form.submit(async ({ password }) => {
    const result = await reset.run(password);
    if (!result) return;
    if (result.error) {
      form.setServerError('_form', refusalText(t, result.error));
      return;
    }
    setDone(true);
  });

  const formError = form.error('_form');
  const message = (text: string, role: 'alert' | 'status') => (
    <p role={role} className={css({ margin: 0, color: role === 'alert' ? tokens.danger : tokens.ink })}>
      {text}
    </p>
  );
  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: 16, maxWidth: 480 })}>
      <h1 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('auth.recovery.resetTitle')}
      </h1>
      {!secret ? (
        message(t('auth.recovery.noToken'), 'alert')
      ) : done ? (
        <>
          {message(t('auth.recovery.resetDone'), 'status')}
          <Link to={{ to: 'login' }}>{t('auth.login.submit')}</Link>
        </>
      ) : (
        <form onSubmit={submit} noValidate className={css({ display: 'grid', gap: 16 })}>
          <TextField
            label={t('auth.recovery.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('auth.signup.passwordHint')}
            required
            {...form.bind('password')}
          />
          {formError && message(formError, 'alert')}
          <div>
            <Button type="submit" busy={reset.busy}>
              {t('auth.recovery.resetSubmit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
