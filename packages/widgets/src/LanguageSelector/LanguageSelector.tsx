/**
 * The shell's language selector (spec §2 footer): the five interface languages, each named in
 * itself. It only reports the choice: the host puts the new language in the URL
 * (`replaceLanguage`) and calls `client.setLocale`.
 */
import { type AppLanguageCode, intlLanguage, LANGUAGES } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { SelectField } from '../ui/Field.js';

/** One of the five interface languages: id, code and name in itself. */
export type InterfaceLanguage = (typeof LANGUAGES)[number];

export interface LanguageSelectorProps {
  /** The language shown as chosen. @default the client's language */
  value?: AppLanguageCode;
  /** The language the shopper chose. */
  onChange(language: InterfaceLanguage): void;
}

export function LanguageSelector({ value, onChange }: LanguageSelectorProps) {
  const t = useT();
  const current = useVitrineState((state) => state.language);
  return (
    <SelectField
      label={t('shell.language.label')}
      value={value ?? current}
      onChange={(event) => {
        const language = LANGUAGES.find((entry) => entry.alpha2 === event.target.value);
        if (language) onChange(language);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language.alpha2} value={language.alpha2} lang={intlLanguage(language.alpha2)}>
          {language.langueName}
        </option>
      ))}
    </SelectField>
  );
}
