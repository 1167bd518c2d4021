/**
 * Onboarding step 4 (spec §2, §5): the four identity documents — identity front and back, and an
 * additional proof front and back. Sending them makes the user a seller.
 */
import {
  checkDocuments,
  DOCUMENT_FIELDS,
  type IdentityDocuments,
  type OnboardingStep,
} from '@vitrine/sdk-core';
import { useAction } from '../hooks/useAction.js';
import { useForm } from '../hooks/useForm.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { TextField } from '../ui/Field.js';
import { StepActions } from './StepActions.js';
import { StepForm } from './StepForm.js';
import { showStepError } from './showStepError.js';

export interface DocumentsStepProps {
  onSubmitted(step: OnboardingStep): void;
}

type DocumentFiles = Record<(typeof DOCUMENT_FIELDS)[number], File | null>;

const NONE = Object.fromEntries(DOCUMENT_FIELDS.map((field) => [field, null])) as DocumentFiles;

export function DocumentsStep({ onSubmitted }: DocumentsStepProps) {
  const client = useVitrine();
  const t = useT();
  const form = useForm<DocumentFiles, Partial<Record<string, Blob | null | undefined>>>(NONE, (files) =>
    checkDocuments(files, DOCUMENT_FIELDS),
  );
  // Our server keeps the documents; the payout account's verification gets them from the
  // provider's files service, through an account token (the only way to change that account).
  const send = useAction(async (files: IdentityDocuments) => {
    const sent = await client.onboarding.documents(files);
    if (sent.error) return sent;
    const verified = await client.paymentAccount.verifyIdentity(files);
    return verified.error ? verified : sent;
  });

  const submit = form.submit(async (files) => {
    const result = await send.run(files as IdentityDocuments);
    if (!result) return;
    if (result.error) showStepError(form, result.error, t, (field) => field, DOCUMENT_FIELDS);
    else onSubmitted(result.data);
  });

  return (
    <StepForm
      title={t('onboarding.documents.title')}
      intro={t('onboarding.documents.intro')}
      onSubmit={submit}
    >
      {DOCUMENT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`onboarding.documents.${field}`)}
          type="file"
          required
          accept="application/pdf,image/jpeg,image/png"
          error={form.error(field)}
          hint={
            form.values[field]
              ? t('onboarding.documents.chosen', { name: form.values[field]?.name })
              : undefined
          }
          onChange={(event) => {
            form.set(field, event.target.files?.[0] ?? null);
            form.touch(field);
          }}
        />
      ))}
      <StepActions busy={send.busy} error={form.error('_form')} label={t('onboarding.documents.submit')} />
    </StepForm>
  );
}
