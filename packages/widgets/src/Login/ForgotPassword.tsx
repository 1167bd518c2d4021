/**
 * 'Forgot your password?': the address to send a reset link to. The answer is the same whether an
 * account has the address or not, so the form says what happens if one does. Loaded when the
 * visitor asks for it.
 */
import { checkForm, forgotPasswordForm, SdkHttpError } from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useForm } from '../hooks/useForm.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Field.js';

export interface ForgotPasswordProps {
  /** What was typed in the sign-in form's address, to start from. */
  email?: string;
  /** Back to the sign-in form. */
  onBack(): void;
}

export function ForgotPassword({ email = '', onBack }: ForgotPasswordProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ email }, (values) => checkForm(forgotPasswordForm, values));
  const ask = useAction((address: string) => client.account.forgotPassword(address));

  const submit = form.submit(async (values) => {
    const result = await ask.run(values.email);
    if (!result) return;
    if (result.error) {
      const limited = result.error instanceof SdkHttpError && result.error.status === 429;
      form.setServerError(
        '_form',
        limited ? t('auth.recovery.limited') : t('auth.recovery.failed', { message: result.error.message }),
      );
      return;
    }
    setSentTo(values.email);
  });

  const formError = form.error('_form');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className={css({ display: 'grid', gap: 16 })}
    >
      <h2 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('auth.recovery.forgotTitle')}
      </h2>
      {sentTo ? (
        <p role="status" className={css({ margin: 0 })}>
          {t('auth.recovery.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('auth.recovery.forgotIntro')}</p>
          <TextField
            label={t('auth.login.email')}
            type="email"
            autoComplete="email"
            required
            {...form.bind('email')}
          />
          {formError && (
            <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
              {formError}
            </p>
          )}
          <div>
            <Button type="submit" busy={ask.busy}>
              {t('auth.recovery.send')}
            </Button>
          </div>
        </>
      )}
      <div>
        <Button variant="quiet" onClick={onBack}>
          {t('auth.recovery.back')}
        </Button>
      </div>
    </form>
  );
}
