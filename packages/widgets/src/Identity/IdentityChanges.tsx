/**
 * The changes of 'My identity': names, pseudo, telephone, language and avatar under sign-up's
 * rules (the contract's, through the SDK's forms); a new password given the current one (the
 * other sessions end); a new e-mail address, confirmed from that address. While the address the
 * account signed up with is unconfirmed, a reminder comes first, with its link sent again on
 * asking. Loaded after the page's first render: reading one's details needs none of it.
 */
import {
  type AppLanguageCode,
  checkForm,
  EMAIL_CHANGE_LIMIT_CODE,
  EMAIL_CONFIRMATION_LIMIT_CODE,
  emailChangeForm,
  LANGUAGES,
  passwordChangeForm,
  profileForm,
  type SdkError,
  SdkHttpError,
  type UserDetail,
} from '@vitrine/sdk-core';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useForm } from '../hooks/useForm.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { SelectField, TextField } from '../ui/Field.js';
import { serverFieldError } from '../ui/serverFieldError.js';

export interface IdentityChangesProps {
  detail: UserDetail;
}

/** A titled form with its outcome under it. */
function Part(props: {
  title: string;
  onSubmit(event?: FormEvent): void;
  note: ReactNode;
  children: ReactNode;
}) {
  const { css } = useCss();
  const titleId = useId();
  return (
    <form
      onSubmit={props.onSubmit}
      noValidate
      aria-labelledby={titleId}
      className={css({ display: 'grid', gap: 14, maxWidth: 480, marginTop: 28 })}
    >
      <h3 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {props.title}
      </h3>
      {props.children}
      {props.note}
    </form>
  );
}

function useNote() {
  const { css } = useCss();
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);
  const view = note && (
    <p
      role={note.ok ? 'status' : 'alert'}
      className={css({ margin: 0, color: note.ok ? tokens.ink : tokens.danger })}
    >
      {note.text}
    </p>
  );
  return {
    view,
    ok: (text: string) => setNote({ text, ok: true }),
    fail: (text: string) => setNote({ text, ok: false }),
  };
}

/**
 * The reminder of an unconfirmed address: what waits for it (putting items on sale, not buying),
 * and the link sent again (the earlier one then stops working).
 */
function ConfirmationReminder({ email }: { email: string }) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const note = useNote();
  const resend = useAction(() => client.account.resendEmailConfirmation());
  return (
    <section
      aria-labelledby={titleId}
      data-testid="email-unconfirmed"
      className={css({
        display: 'grid',
        // One column no wider than the screen: the address below may be one long word.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 12,
        maxWidth: 480,
        marginTop: 28,
        padding: 16,
        border: `1px solid ${tokens.line}`,
      })}
    >
      <h3 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('account.changes.unconfirmedTitle')}
      </h3>
      <p className={css({ margin: 0, overflowWrap: 'anywhere' })}>
        {t('account.changes.unconfirmed', { email })}
      </p>
      <div>
        <Button
          variant="secondary"
          busy={resend.busy}
          onClick={async () => {
            const result = await resend.run();
            if (!result) return;
            if (!result.error) return note.ok(t('account.changes.resent', { email }));
            const limited =
              result.error instanceof SdkHttpError &&
              result.error.body.code === EMAIL_CONFIRMATION_LIMIT_CODE;
            note.fail(
              limited
                ? t('account.changes.resendLimited')
                : t('account.changes.failed', { message: result.error.message }),
            );
          }}
        >
          {t('account.changes.resend')}
        </Button>
      </div>
      {note.view}
    </section>
  );
}

export function IdentityChanges({ detail }: IdentityChangesProps) {
  const client = useVitrine();
  const t = useT();
  const userId = useVitrineState((state) => state.user?.id_user);

  // The profile.
  const profile = useForm(
    {
      nom_profile: detail.nom_profile,
      prenom_profile: detail.prenom_profile,
      pseudo_profile: detail.pseudo_profile,
      contact_profile: detail.contact_profile,
    },
    (values) => checkForm(profileForm, values),
  );
  // The language e-mails speak is the account's stored one, not the page's: a Russian reader
  // saving a name on a French page keeps Russian e-mails. It is sent only when chosen here.
  const settings = useRemote(() => client.settings.get(), [client, userId]);
  const [storedLangue, setStoredLangue] = useState<AppLanguageCode | undefined>();
  const [chosenLangue, setChosenLangue] = useState<AppLanguageCode | undefined>();
  useEffect(() => {
    if (settings.status === 'ready') setStoredLangue(settings.data.langue as AppLanguageCode);
  }, [settings.status, settings.data]);
  const shownLangue = chosenLangue ?? storedLangue;
  const [avatar, setAvatar] = useState<File | undefined>();
  const profileNote = useNote();
  const saveProfile = useAction((langue: AppLanguageCode | undefined, values: Record<string, string>) =>
    client.account.updateProfile(langue === undefined ? values : { ...values, langue }, avatar),
  );
  /** A refusal about a field goes under it; anything else under the form. */
  const refused = (
    form: { setServerError(field: string, message: string): void },
    error: SdkError,
    fail: (text: string) => void,
  ) => {
    const { field, text } = serverFieldError(error);
    const conflict = error instanceof SdkHttpError && error.status === 409;
    if (conflict && field === 'pseudo_profile') form.setServerError(field, t('auth.signup.pseudoTaken'));
    else if (conflict && field === 'email') form.setServerError(field, t('auth.signup.emailTaken'));
    else if (field && field !== 'current_password') form.setServerError(field, text);
    else if (error instanceof SdkHttpError && error.status === 403)
      form.setServerError('current_password', t('account.changes.wrongPassword'));
    else if (error instanceof SdkHttpError && error.status === 429)
      // New addresses asked for too often, or (any other 429) too many wrong passwords, said
      // with sign-in's own words, in the reader's language rather than the server's English.
      fail(
        t(
          error.body.code === EMAIL_CHANGE_LIMIT_CODE
            ? 'account.changes.emailLimited'
            : 'auth.login.throttled',
        ),
      );
    else fail(t('account.changes.failed', { message: text }));
  };

  // The password.
  const password = useForm({ current_password: '', password: '' }, (values) =>
    checkForm(passwordChangeForm, values),
  );
  const passwordNote = useNote();
  const changePassword = useAction((current: string, next: string) =>
    client.account.changePassword(current, next),
  );

  // The e-mail address.
  const email = useForm({ current_password: '', email: '' }, (values) => checkForm(emailChangeForm, values));
  const emailNote = useNote();
  const changeEmail = useAction((current: string, address: string) =>
    client.account.changeEmail(current, address),
  );

  return (
    <>
      {!detail.email_confirmed && <ConfirmationReminder email={detail.email} />}
      <Part
        title={t('account.changes.title')}
        note={profileNote.view}
        onSubmit={profile.submit(async (values) => {
          const langue = chosenLangue !== storedLangue ? chosenLangue : undefined;
          const result = await saveProfile.run(langue, values as Record<string, string>);
          if (!result) return;
          if (result.error) return refused(profile, result.error, profileNote.fail);
          if (langue !== undefined) setStoredLangue(langue);
          profileNote.ok(t('account.changes.saved'));
        })}
      >
        <TextField
          label={t('account.changes.lastName')}
          autoComplete="family-name"
          required
          {...profile.bind('nom_profile')}
        />
        <TextField
          label={t('account.changes.firstName')}
          autoComplete="given-name"
          required
          {...profile.bind('prenom_profile')}
        />
        <TextField
          label={t('account.changes.pseudo')}
          autoComplete="nickname"
          required
          {...profile.bind('pseudo_profile')}
        />
        <TextField
          label={t('account.changes.phone')}
          type="tel"
          autoComplete="tel"
          {...profile.bind('contact_profile')}
        />
        <SelectField
          label={t('account.changes.language')}
          value={shownLangue ?? ''}
          disabled={shownLangue === undefined}
          onChange={(event) => setChosenLangue(event.target.value as AppLanguageCode)}
        >
          {LANGUAGES.map((option) => (
            <option
              key={option.alpha2}
              value={option.alpha2}
              lang={option.alpha2 === 'jp' ? 'ja' : option.alpha2}
            >
              {option.langueName}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('account.changes.avatar')}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(event) => setAvatar(event.target.files?.[0])}
        />
        <div>
          <Button type="submit" busy={saveProfile.busy}>
            {t('account.changes.save')}
          </Button>
        </div>
      </Part>

      <Part
        title={t('account.changes.passwordTitle')}
        note={passwordNote.view}
        onSubmit={password.submit(async (values) => {
          const result = await changePassword.run(values.current_password, values.password);
          if (!result) return;
          if (result.error) return refused(password, result.error, passwordNote.fail);
          password.reset({ current_password: '', password: '' });
          passwordNote.ok(t('account.changes.passwordChanged'));
        })}
      >
        <TextField
          label={t('account.changes.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...password.bind('current_password')}
        />
        <TextField
          label={t('account.changes.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.signup.passwordHint')}
          required
          {...password.bind('password')}
        />
        <div>
          <Button type="submit" busy={changePassword.busy}>
            {t('account.changes.passwordSave')}
          </Button>
        </div>
      </Part>

      <Part
        title={t('account.changes.emailTitle')}
        note={emailNote.view}
        onSubmit={email.submit(async (values) => {
          const result = await changeEmail.run(values.current_password, values.email);
          if (!result) return;
          if (result.error) return refused(email, result.error, emailNote.fail);
          email.reset({ current_password: '', email: '' });
          emailNote.ok(t('account.changes.emailSent', { email: values.email }));
        })}
      >
        <TextField
          label={t('account.changes.newEmail')}
          type="email"
          autoComplete="email"
          required
          {...email.bind('email')}
        />
        <TextField
          label={t('account.changes.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          {...email.bind('current_password')}
        />
        <div>
          <Button type="submit" busy={changeEmail.busy}>
            {t('account.changes.emailSave')}
          </Button>
        </div>
      </Part>
    </>
  );
}
