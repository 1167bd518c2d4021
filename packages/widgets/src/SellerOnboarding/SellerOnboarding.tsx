/**
 * 'Mon profil' (spec §2 "Seller onboarding", §4): the step read from the server picks the screen —
 * 0 address and identity, 2 languages, 3 bank details, 4 documents, 5 languages again once a
 * seller. After each submission the SDK reads the step again and the next screen shows; after the
 * documents the session's role is kim and `onBecameSeller` runs (by default: home, spec §4).
 */
import {
  japanesePostcodeLookup,
  type OnboardingStep,
  PAYOUT_REQUIREMENT_STEPS,
  type PostcodeLookup,
} from '@vitrine/sdk-core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useNavigation, useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { goTo } from '../ui/goTo.js';
import { RequireSession } from '../ui/RequireSession.js';
import { useSnackbar } from '../ui/Snackbars.js';
import { AddressStep } from './AddressStep.js';
import { BankStep } from './BankStep.js';
import { DocumentsStep } from './DocumentsStep.js';
import { LanguagesStep } from './LanguagesStep.js';
import { OnboardingProgress, PROGRESS_STEPS, type ProgressStep } from './OnboardingProgress.js';

export interface SellerOnboardingProps {
  /** Fills a Japanese address from its postcode. @default japanesePostcodeLookup() (the public zipcloud service) */
  postcodeLookup?: PostcodeLookup;
  /** Called once the documents are accepted and the user is a seller. @default goes home */
  onBecameSeller?(): void;
}

/**
 * A seller changes the bank account payouts go to here (after a refused payout, say), and gives
 * the documents again when the payout account's verification still needs them.
 */
function SellerPayoutSteps({ onSubmitted }: { onSubmitted(step: OnboardingStep): void }) {
  const client = useVitrine();
  const account = useRemote(() => client.paymentAccount.mine(), [client]);
  const due = account.status === 'ready' ? account.data.data.currently_due : [];
  const refresh = (step: OnboardingStep) => {
    account.reload();
    onSubmitted(step);
  };
  return (
    <>
      <BankStep onSubmitted={refresh} />
      {due.some((requirement) => PAYOUT_REQUIREMENT_STEPS[requirement] === 'documents') && (
        <DocumentsStep onSubmitted={refresh} />
      )}
    </>
  );
}

/** The screen of a server step: 0 address, 2 languages, 3 bank, 4 documents, 5 (a seller) languages. */
function screenOf(step: number): ProgressStep {
  if (step <= 1) return 'address';
  if (step === 3) return 'bank';
  if (step === 4) return 'documents';
  return 'languages';
}

export function SellerOnboarding(props: SellerOnboardingProps) {
  return (
    <RequireSession>
      <Onboarding {...props} />
    </RequireSession>
  );
}

function Onboarding({ postcodeLookup, onBecameSeller }: SellerOnboardingProps) {
  const client = useVitrine();
  const navigation = useNavigation();
  const t = useT();
  const { css } = useCss();
  const snackbar = useSnackbar();
  const userId = useVitrineState((state) => state.user?.id_user);
  const lookup = useMemo(() => postcodeLookup ?? japanesePostcodeLookup(), [postcodeLookup]);
  const remote = useRemote(() => client.onboarding.step(), [client, userId]);
  const [current, setCurrent] = useState<OnboardingStep | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (remote.status === 'ready') setCurrent(remote.data);
  }, [remote.status, remote.data]);

  /** The step the SDK read again after a submission: the next screen, and focus on its top. */
  const advance = (next: OnboardingStep, previous: number) => {
    setCurrent(next);
    heading.current?.focus();
    if (previous === 4 && next.role === 'kim') {
      snackbar(t('onboarding.becameSeller'));
      if (onBecameSeller) onBecameSeller();
      else goTo(navigation, { to: 'home' });
    }
  };

  const title = (
    <h2
      ref={heading}
      tabIndex={-1}
      className={css({ margin: '0 0 4px', fontFamily: tokens.fontDisplay, fontWeight: 400, outline: 'none' })}
    >
      {t('onboarding.title')}
    </h2>
  );
  if (!current) {
    return (
      <section>
        {title}
        {remote.status === 'error' ? <ErrorState remote={remote} /> : <LoadingState />}
      </section>
    );
  }

  const step = current.step;
  const screen = screenOf(step);
  const seller = step >= 5;
  const onSubmitted = (next: OnboardingStep) => advance(next, step);
  return (
    <section className={css({ display: 'grid', gap: 24 })}>
      <div>
        {title}
        <p className={css({ margin: 0, color: tokens.muted })}>
          {seller ? t('onboarding.done') : t('onboarding.intro')}
        </p>
      </div>
      <OnboardingProgress current={seller ? PROGRESS_STEPS.length : PROGRESS_STEPS.indexOf(screen)} />
      {screen === 'address' && <AddressStep postcodeLookup={lookup} onSubmitted={onSubmitted} />}
      {screen === 'languages' && <LanguagesStep key={step} step={step} onSubmitted={onSubmitted} />}
      {screen === 'bank' && <BankStep onSubmitted={onSubmitted} />}
      {screen === 'documents' && <DocumentsStep onSubmitted={onSubmitted} />}
      {seller && <SellerPayoutSteps onSubmitted={onSubmitted} />}
    </section>
  );
}
