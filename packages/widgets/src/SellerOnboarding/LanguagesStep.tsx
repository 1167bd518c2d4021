/**
 * Onboarding steps 2 and 5 (spec §2, §5): the languages the seller speaks, each with a shop
 * presentation. Entries can be added and removed; a language chosen in one entry is disabled in
 * the others. At step 5 (already a seller) the saved entries are shown to edit.
 */
import {
  type AppLanguageCode,
  checkForm,
  type OnboardingStep,
  type SpokenLanguage,
  sellerLanguagesForm,
  spokenLanguageName,
} from '@vitrine/sdk-core';
import { useEffect } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useForm } from '../hooks/useForm.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { SelectField, TextAreaField } from '../ui/Field.js';
import { useSnackbar } from '../ui/Snackbars.js';
import { StepActions } from './StepActions.js';
import { StepForm } from './StepForm.js';
import { showStepError } from './showStepError.js';

export interface LanguagesStepProps {
  /** 2 during the onboarding, 5 once a seller. */
  step: number;
  onSubmitted(step: OnboardingStep): void;
}

interface Entry {
  id_langue: number | undefined;
  text_marketing: string;
}

const EMPTY: Entry = { id_langue: undefined, text_marketing: '' };

/** A spoken language's name in the interface language (the server names them in French and English). */
function languageLabel(language: SpokenLanguage, interfaceLanguage: AppLanguageCode): string {
  return spokenLanguageName(language.alpha2, interfaceLanguage, { fr: language.nom_fr, en: language.nom_en });
}

export function LanguagesStep({ step, onSubmitted }: LanguagesStepProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const snackbar = useSnackbar();
  const language = useVitrineState((state) => state.language);
  const userId = useVitrineState((state) => state.user?.id_user);
  const remote = useRemote(async () => {
    const [spoken, saved] = await Promise.all([
      client.sellers.spokenLanguages(),
      userId === undefined ? Promise.resolve(null) : client.sellers.languagesOf(userId),
    ]);
    if (spoken.error) return spoken;
    // The saved entries only prefill the form: without them, it starts empty.
    return { data: { spoken: spoken.data.data, saved: saved?.data?.data.langues ?? [] } };
  }, [client, userId]);
  const form = useForm<{ entries: Entry[] }, unknown>({ entries: [{ ...EMPTY }] }, (values) =>
    checkForm(sellerLanguagesForm, values.entries),
  );
  const send = useAction((entries: { id_langue: number; text_marketing: string }[]) =>
    client.onboarding.languages(entries),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill once, when the saved entries arrive.
  useEffect(() => {
    const saved = remote.data?.saved ?? [];
    if (saved.length)
      form.reset({
        entries: saved.map((entry) => ({ id_langue: entry.id, text_marketing: entry.text_marketing })),
      });
  }, [remote.data]);

  if (remote.status === 'loading') return <LoadingState />;
  if (remote.status === 'error') return <ErrorState remote={remote} />;

  const spoken = remote.data.spoken;
  const entries = form.values.entries;
  const setEntry = (index: number, change: Partial<Entry>) =>
    form.set(
      'entries',
      entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    );

  const submit = form.submit(async () => {
    const result = await send.run(
      entries.map((entry) => ({
        id_langue: entry.id_langue as number,
        text_marketing: entry.text_marketing.trim(),
      })),
    );
    if (!result) return;
    if (result.error) {
      // 'langue_profile.1.id_langue' is the second entry's language.
      const fields = entries.flatMap((_, index) => [`${index}.id_langue`, `${index}.text_marketing`]);
      showStepError(form, result.error, t, (field) => field.replace(/^langue_profile\./, ''), fields);
      return;
    }
    if (step >= 5) snackbar(t('onboarding.languages.saved'));
    onSubmitted(result.data);
  });

  return (
    <StepForm
      title={t('onboarding.languages.title')}
      intro={t('onboarding.languages.intro')}
      maxWidth={640}
      onSubmit={submit}
    >
      {entries.map((entry, index) => {
        const chosenElsewhere = new Set(
          entries.filter((_, at) => at !== index).map((other) => other.id_langue),
        );
        return (
          <fieldset
            // Entries have no id of their own until saved; their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are only added at the end or removed as a whole.
            key={index}
            data-testid="language-entry"
            className={css({
              margin: 0,
              padding: 16,
              border: `1px solid ${tokens.line}`,
              display: 'grid',
              gap: 12,
            })}
          >
            <legend className={css({ padding: '0 6px', fontWeight: 600, fontSize: 14 })}>
              {t('onboarding.languages.entry', { number: index + 1 })}
            </legend>
            <SelectField
              label={t('onboarding.languages.language')}
              required
              value={entry.id_langue ?? ''}
              error={form.error(`${index}.id_langue`)}
              onChange={(event) =>
                setEntry(index, { id_langue: event.target.value ? Number(event.target.value) : undefined })
              }
              onBlur={() => form.touch(`${index}.id_langue`)}
            >
              <option value="">{t('onboarding.languages.chooseLanguage')}</option>
              {spoken.map((option) => (
                <option key={option.id} value={option.id} disabled={chosenElsewhere.has(option.id)}>
                  {languageLabel(option, language)}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label={t('onboarding.languages.text')}
              required
              minRows={3}
              maxRows={8}
              value={entry.text_marketing}
              error={form.error(`${index}.text_marketing`)}
              onChange={(event) => setEntry(index, { text_marketing: event.target.value })}
              onBlur={() => form.touch(`${index}.text_marketing`)}
            />
            {entries.length > 1 && (
              <div>
                <Button
                  variant="quiet"
                  onClick={() =>
                    form.set(
                      'entries',
                      entries.filter((_, at) => at !== index),
                    )
                  }
                >
                  {t('onboarding.languages.remove', { number: index + 1 })}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="secondary"
          disabled={entries.length >= spoken.length}
          onClick={() => form.set('entries', [...entries, { ...EMPTY }])}
        >
          {t('onboarding.languages.add')}
        </Button>
      </div>
      <StepActions
        busy={send.busy}
        error={form.error('_form')}
        label={step >= 5 ? t('onboarding.languages.save') : t('onboarding.languages.submit')}
      />
    </StepForm>
  );
}
