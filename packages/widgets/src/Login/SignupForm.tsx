/**
 * Creating an account (spec §2 'Créer un compte', §3 sign-up form, §5): genre, country, an optional
 * avatar with its preview, names, e-mail, password, pseudo, birth date within the sign-up age window
 * (the hint says it as the rule is: born in that year or before), 'Je veux vendre', and the
 * newsletter. Nothing is chosen for the user: the genre is theirs to give and the newsletter theirs
 * to ask for (the spec's source chose 'Homme' and ticked the newsletter, and shipped test values in
 * the fields; we copy none of it). A refused sign-up
 * keeps everything typed and says why, under the field concerned (an e-mail or pseudo taken).
 */
import {
  birthDateWindow,
  checkForm,
  GENRES,
  latestBirthYear,
  SdkHttpError,
  type Session,
  type SignupFormValues,
  signupForm,
} from '@vitrine/sdk-core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useCountryOptions } from '../hooks/useCountryOptions.js';
import { useForm } from '../hooks/useForm.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { Checkbox, SelectField, TextField } from '../ui/Field.js';
import { serverFieldError } from '../ui/serverFieldError.js';

export interface SignupFormProps {
  /** Called once the account exists and the user is signed in; `seller` when 'Je veux vendre' was ticked. */
  onSignedIn?(result: { session: Session; seller: boolean }): void;
}

interface SignupFields extends Record<string, unknown> {
  sexe_profile: (typeof GENRES)[number] | undefined;
  id_pays_profile: number | undefined;
  nom_profile: string;
  prenom_profile: string;
  email: string;
  password: string;
  pseudo_profile: string;
  date_naiss_profile: string;
  vendeur: boolean;
  newsletter: boolean;
}

/** Where the server's `field: …` messages go on this form. */
const FIELDS = [
  'sexe_profile',
  'id_pays_profile',
  'nom_profile',
  'prenom_profile',
  'email',
  'password',
  'pseudo_profile',
  'date_naiss_profile',
] as const;

/** Shows the chosen avatar; the object URL is released when another is chosen or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export function SignupForm({ onSignedIn }: SignupFormProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const genreId = useId();
  const [now] = useState(() => new Date());
  const ageWindow = useMemo(() => birthDateWindow(now), [now]);
  const rules = useMemo(() => signupForm(now), [now]);
  const { remote: countries, options } = useCountryOptions();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarKey, setAvatarKey] = useState(0);
  const preview = useObjectUrl(avatar);

  const form = useForm<SignupFields, SignupFormValues>(
    {
      sexe_profile: undefined,
      // The visitor's country is a sensible first choice; they can change it.
      id_pays_profile: client.store.getState().country?.id_pays,
      nom_profile: '',
      prenom_profile: '',
      email: '',
      password: '',
      pseudo_profile: '',
      date_naiss_profile: '',
      vendeur: false,
      newsletter: false,
    },
    (values) => checkForm(rules, values),
  );
  // The visitor's country may be known only after the form appears (an element's first load).
  const visitorCountry = useVitrineState((state) => state.country?.id_pays);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the visitor's country becomes known.
  useEffect(() => {
    if (visitorCountry && form.values.id_pays_profile === undefined)
      form.set('id_pays_profile', visitorCountry);
  }, [visitorCountry]);
  const signup = useAction((values: SignupFormValues, file: File | null) =>
    client.auth.signup(values, file ?? undefined),
  );

  const submit = form.submit(async (values) => {
    const result = await signup.run(values, avatar);
    if (!result) return;
    if (result.error) {
      const { field, text } = serverFieldError(result.error);
      const status = result.error instanceof SdkHttpError ? result.error.status : 0;
      const conflict = status === 409;
      if (status === 429) form.setServerError('_form', t('auth.signup.throttled'));
      else if (conflict && field === 'email') form.setServerError('email', t('auth.signup.emailTaken'));
      else if (conflict && field === 'pseudo_profile')
        form.setServerError('pseudo_profile', t('auth.signup.pseudoTaken'));
      else if (field && (FIELDS as readonly string[]).includes(field)) form.setServerError(field, text);
      else form.setServerError('_form', t('auth.signup.failed', { message: text }));
      return;
    }
    onSignedIn?.(result.data);
  });

  const text = (
    field: 'nom_profile' | 'prenom_profile' | 'email' | 'password' | 'pseudo_profile',
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => <TextField label={label} required {...form.bind(field)} {...extra} />;

  const formError = form.error('_form');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className={css({ display: 'grid', gap: 16 })}
    >
      <h2 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('auth.signup.title')}
      </h2>
      <fieldset
        aria-describedby={form.error('sexe_profile') ? `${genreId}-error` : undefined}
        className={css({ border: 0, padding: 0, margin: 0, display: 'flex', gap: 20, flexWrap: 'wrap' })}
      >
        <legend className={css({ fontSize: 13, fontWeight: 600, marginBottom: 8, padding: 0 })}>
          {t('auth.signup.genre')}
        </legend>
        {GENRES.map((genre) => (
          <label key={genre} className={css({ display: 'inline-flex', gap: 8, alignItems: 'center' })}>
            <input
              type="radio"
              name={`${genreId}-genre`}
              value={genre}
              required
              checked={form.values.sexe_profile === genre}
              onChange={() => form.set('sexe_profile', genre)}
              className={css({ width: 18, height: 18, accentColor: tokens.ink, ...focusRing })}
            />
            {t(`auth.genre.${genre}`)}
          </label>
        ))}
        {form.error('sexe_profile') && (
          <span id={`${genreId}-error`} role="alert" className={css({ color: tokens.danger, fontSize: 12 })}>
            {form.error('sexe_profile')}
          </span>
        )}
      </fieldset>
      <SelectField
        label={t('auth.signup.country')}
        required
        value={form.values.id_pays_profile ?? ''}
        error={form.error('id_pays_profile') ?? (countries.error ? t('common.loadError') : null)}
        onChange={(event) =>
          form.set('id_pays_profile', event.target.value ? Number(event.target.value) : undefined)
        }
        onBlur={() => form.touch('id_pays_profile')}
      >
        <option value="">{t('auth.signup.chooseCountry')}</option>
        {options.map(({ country, label }) => (
          <option key={country.id_pays} value={country.id_pays}>
            {label}
          </option>
        ))}
      </SelectField>
      <div className={css({ display: 'flex', gap: 12, alignItems: 'flex-end' })}>
        <div className={css({ flex: 1, minWidth: 0 })}>
          <TextField
            key={avatarKey}
            label={t('auth.signup.avatar')}
            hint={t('auth.signup.avatarHint')}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={(event) => setAvatar(event.target.files?.[0] ?? null)}
          />
        </div>
        {preview && (
          <div className={css({ display: 'grid', gap: 4, justifyItems: 'center' })}>
            <img
              src={preview}
              alt={t('auth.signup.avatarPreview')}
              width={64}
              height={64}
              className={css({ width: 64, height: 64, borderRadius: '50%', objectFit: 'cover' })}
            />
            <Button
              variant="quiet"
              onClick={() => {
                setAvatar(null);
                setAvatarKey((key) => key + 1);
              }}
            >
              {t('auth.signup.avatarRemove')}
            </Button>
          </div>
        )}
      </div>
      {text('nom_profile', t('auth.signup.lastName'), { autoComplete: 'family-name' })}
      {text('prenom_profile', t('auth.signup.firstName'), { autoComplete: 'given-name' })}
      {text('email', t('auth.signup.email'), { type: 'email', autoComplete: 'email' })}
      {text('password', t('auth.signup.password'), {
        type: 'password',
        autoComplete: 'new-password',
        hint: t('auth.signup.passwordHint'),
      })}
      {text('pseudo_profile', t('auth.signup.pseudo'), { autoComplete: 'nickname' })}
      <TextField
        label={t('auth.signup.birthDate')}
        hint={t('auth.signup.birthDateHint', { year: latestBirthYear(now) })}
        type="date"
        required
        min={ageWindow.earliest}
        max={ageWindow.latest}
        autoComplete="bday"
        {...form.bind('date_naiss_profile')}
      />
      <Checkbox
        label={t('auth.signup.seller')}
        checked={form.values.vendeur}
        onChange={(event) => form.set('vendeur', event.target.checked)}
      />
      <Checkbox
        label={t('auth.signup.newsletter')}
        checked={form.values.newsletter}
        onChange={(event) => form.set('newsletter', event.target.checked)}
      />
      {formError && (
        <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" busy={signup.busy}>
          {t('auth.signup.submit')}
        </Button>
      </div>
    </form>
  );
}
