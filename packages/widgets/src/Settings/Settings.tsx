/**
 * 'Mes paramètres' (spec §2 "Settings"): the six notification toggles, each saved the moment it
 * is flipped — and put back, with the reason, when saving fails — and the international
 * preferences, language and country, saved and applied at once (`onLocaleChange` lets the host
 * change the URL's `{pays-langue}`).
 */
import {
  type AppLanguageCode,
  LANGUAGES,
  type Locale,
  NOTIFICATION_SETTINGS,
  type SettingName,
  type Settings as SettingsValues,
} from '@vitrine/sdk-core';
import { useEffect, useId, useState } from 'react';
import { useCountryOptions } from '../hooks/useCountryOptions.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, tokens } from '../styles/tokens.js';
import { SelectField, Switch } from '../ui/Field.js';
import { RequireSession } from '../ui/RequireSession.js';
import { useSnackbar } from '../ui/Snackbars.js';

export interface SettingsProps {
  /** Called with the new locale once the language or country is saved. The client's locale is switched too. */
  onLocaleChange?(locale: Locale): void;
}

export function Settings(props: SettingsProps) {
  return (
    <RequireSession>
      <SettingsForm {...props} />
    </RequireSession>
  );
}

function SettingsForm({ onLocaleChange }: SettingsProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const snackbar = useSnackbar();
  const notificationsId = useId();
  const internationalId = useId();
  const userId = useVitrineState((state) => state.user?.id_user);
  const remote = useRemote(() => client.settings.get(), [client, userId]);
  const { options: countries } = useCountryOptions();
  const [values, setValues] = useState<SettingsValues | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<SettingName>>(new Set());
  const [failure, setFailure] = useState<{ name: SettingName; message: string } | null>(null);

  useEffect(() => {
    if (remote.status === 'ready') setValues(remote.data);
  }, [remote.status, remote.data]);

  /**
   * Shows the change at once, saves it, and puts the old value back if the server refuses. Only
   * this setting is touched, so two switches flipped in quick succession do not undo each other.
   */
  async function save(name: SettingName, value: string): Promise<SettingsValues | null> {
    const previous = values?.[name];
    if (previous === undefined) return null;
    const put = (next: string) =>
      setValues((current) => (current ? ({ ...current, [name]: next } as SettingsValues) : current));
    put(value);
    setSaving((current) => new Set(current).add(name));
    setFailure((current) => (current?.name === name ? null : current));
    const result = await client.settings.update(name, value);
    setSaving((current) => {
      const next = new Set(current);
      next.delete(name);
      return next;
    });
    if (result.error) {
      put(previous);
      setFailure({ name, message: t('settings.failed', { message: result.error.message }) });
      return null;
    }
    put(result.data[name]);
    snackbar(t('settings.saved'));
    return result.data;
  }

  async function saveLocale(name: 'langue' | 'pays', value: string) {
    const saved = await save(name, value);
    if (!saved) return;
    const locale: Locale = { language: saved.langue, country: saved.pays.toUpperCase() };
    void client.setLocale(locale);
    onLocaleChange?.(locale);
  }

  const title = (
    <h2 className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
      {t('settings.title')}
    </h2>
  );
  if (!values) {
    return (
      <section>
        {title}
        {remote.status === 'error' ? <ErrorState remote={remote} /> : <LoadingState />}
      </section>
    );
  }

  const error = (name: SettingName) =>
    failure?.name === name ? (
      <p role="alert" className={css({ margin: '4px 0 0', color: tokens.danger, fontSize: 13 })}>
        {failure.message}
      </p>
    ) : null;

  const heading = css({ margin: '0 0 4px', fontSize: 17 });
  return (
    <section className={css({ containerType: 'inline-size', display: 'grid', gap: 32 })}>
      <h2 className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('settings.title')}
      </h2>
      <section aria-labelledby={notificationsId}>
        <h3 id={notificationsId} className={heading}>
          {t('settings.notifications')}
        </h3>
        <p className={css({ margin: '0 0 12px', color: tokens.muted, fontSize: 14 })}>
          {t('settings.notificationsIntro')}
        </p>
        <ul className={css({ listStyle: 'none', margin: 0, padding: 0, maxWidth: 480 })}>
          {NOTIFICATION_SETTINGS.map((name) => (
            <li key={name} className={css({ padding: '10px 0', borderBottom: `1px solid ${tokens.line}` })}>
              <Switch
                label={t(`settings.toggles.${name}`)}
                checked={values[name] === '1'}
                disabled={saving.has(name)}
                onChange={(checked) => void save(name, checked ? '1' : '0')}
              />
              {error(name)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={internationalId}>
        <h3 id={internationalId} className={heading}>
          {t('settings.international')}
        </h3>
        <div
          className={css({
            display: 'grid',
            gap: 16,
            maxWidth: 640,
            marginTop: 12,
            [`@container (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: '1fr 1fr' },
          })}
        >
          <div>
            <SelectField
              label={t('settings.language')}
              value={values.langue}
              disabled={saving.has('langue')}
              onChange={(event) => void saveLocale('langue', event.target.value as AppLanguageCode)}
            >
              {LANGUAGES.map((language) => (
                <option
                  key={language.alpha2}
                  value={language.alpha2}
                  lang={language.alpha2 === 'jp' ? 'ja' : language.alpha2}
                >
                  {language.langueName}
                </option>
              ))}
            </SelectField>
            {error('langue')}
          </div>
          <div>
            <SelectField
              label={t('settings.country')}
              value={values.pays.toUpperCase()}
              disabled={saving.has('pays')}
              onChange={(event) => void saveLocale('pays', event.target.value)}
            >
              {/* The saved country, even before the list has loaded. */}
              {!countries.some(({ country }) => country.alpha2 === values.pays.toUpperCase()) && (
                <option value={values.pays.toUpperCase()}>{values.pays.toUpperCase()}</option>
              )}
              {countries.map(({ country, label }) => (
                <option key={country.alpha2} value={country.alpha2}>
                  {label}
                </option>
              ))}
            </SelectField>
            {error('pays')}
          </div>
        </div>
      </section>
    </section>
  );
}
