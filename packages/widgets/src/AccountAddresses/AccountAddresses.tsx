/**
 * 'Mes adresses' (the spec's placeholder page, §2, made the address book): the signed-in user's
 * delivery addresses, the default first, each written in its country's order; add one, change
 * one, delete one (past orders keep theirs), make one the default — which checkout preselects.
 * The forms follow each country's rules (shared/AddressForm). Loaded with the account's other
 * views when first shown.
 */
import {
  ADDRESS_NOT_FOUND_CODE,
  type BookAddress,
  type Country,
  countryName,
  type DeliveryAddressValues,
  type Result,
  type SdkError,
} from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { AddressForm } from '../shared/AddressForm.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { LazyPostalAddress } from '../ui/LazyPostalAddress.js';
import { RequireSession } from '../ui/RequireSession.js';

export function AccountAddresses() {
  return (
    <RequireSession>
      <AddressBook />
    </RequireSession>
  );
}

interface Setup {
  book: BookAddress[];
  countries: Country[];
}

/** What the page is doing: reading, adding, or changing one address. */
type Editing = null | 'new' | number;

function AddressBook() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const visitorCountry = useVitrineState((state) => state.country?.alpha2 ?? '');
  const userId = useVitrineState((state) => state.user?.id_user);
  const remote = useRemote(async (): Promise<Result<Setup>> => {
    const [book, countries] = await Promise.all([client.addresses.list(), client.countries.list()]);
    if (book.error) return book;
    if (countries.error) return countries;
    return { data: { book: book.data, countries: countries.data.data } };
  }, [client, userId]);
  const [book, setBook] = useState<BookAddress[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<BookAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const formTitleId = useId();

  if (remote.status === 'loading') return <LoadingState />;
  if (remote.status === 'error') return <ErrorState remote={remote} />;
  const { countries } = remote.data;
  const addresses = book ?? remote.data.book;

  const nameOf = (address: BookAddress) =>
    [address.prenom, address.nom].filter(Boolean).join(' ') || address.adresse_1;
  const settle = (next: BookAddress[], message: string) => {
    setBook(next);
    setEditing(null);
    setStatus(message);
  };
  const reread = async (message: string): Promise<Result<unknown>> => {
    const next = await client.addresses.list();
    if (next.data) settle(next.data, message);
    return next;
  };
  // An address deleted or changed in another tab is said in the reader's language, and the book
  // read again as it now is; other refusals are answered to the form that made them.
  const gone = (error: SdkError) =>
    'body' in error && error.body.code === ADDRESS_NOT_FOUND_CODE
      ? reread(t('account.addresses.gone'))
      : null;
  const save = async (values: DeliveryAddressValues, makeDefault: boolean): Promise<Result<unknown>> => {
    const input = { ...values, prenom: values.prenom || undefined, par_defaut: makeDefault };
    const saved =
      typeof editing === 'number'
        ? await client.addresses.update(editing, input)
        : await client.addresses.saveAddress(input);
    if (saved.error) return (await gone(saved.error)) ?? saved;
    return reread(t('account.addresses.saved'));
  };

  const form = (address: BookAddress | null) => (
    <section
      aria-labelledby={formTitleId}
      className={css({ padding: 20, border: `1px solid ${tokens.line}`, containerType: 'inline-size' })}
    >
      <h3 id={formTitleId} className={css({ margin: '0 0 12px', fontSize: 15 })}>
        {address ? t('account.addresses.formTitleEdit') : t('account.addresses.formTitleNew')}
      </h3>
      <AddressForm
        address={address}
        countries={countries}
        language={language}
        country={visitorCountry}
        offerDefault
        submitLabel={t('account.addresses.save')}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
    </section>
  );

  return (
    <section className={css({ display: 'grid', gap: 16, maxWidth: 720 })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'baseline' })}>
        <h2 className={css({ margin: 0, flex: '1 1 auto', fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
          {t('account.addresses.title')}
        </h2>
        {editing !== 'new' && <Button onClick={() => setEditing('new')}>{t('account.addresses.add')}</Button>}
      </div>
      <p role="status" className={css({ margin: 0, minHeight: '1em', color: tokens.muted, fontSize: 13 })}>
        {status}
      </p>
      {editing === 'new' && form(null)}
      {addresses.length === 0 && editing !== 'new' && (
        <EmptyState title={t('account.addresses.empty')}>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('account.addresses.emptyHint')}</p>
        </EmptyState>
      )}
      <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 })}>
        {addresses.map((address) =>
          editing === address.id_adresse_livraison ? (
            <li key={address.id_adresse_livraison}>{form(address)}</li>
          ) : (
            <li key={address.id_adresse_livraison}>
              <AddressCard
                address={address}
                label={t('account.addresses.addressOf', { name: nameOf(address) })}
                country={countryName(address.alpha2, language, { fr: address.nom_fr_fr })}
                onEdit={() => setEditing(address.id_adresse_livraison)}
                onRemove={() => {
                  setRefusal(null);
                  setRemoving(address);
                }}
                onMakeDefault={async () => {
                  const next = await client.addresses.setDefault(address.id_adresse_livraison);
                  if (next.data) settle(next.data, t('account.addresses.defaultSet'));
                  else if (!gone(next.error)) setStatus(next.error.message);
                }}
              />
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('account.addresses.confirmRemove')}
        confirmLabel={t('account.addresses.remove')}
        busy={busy}
        error={refusal}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          setBusy(true);
          const next = await client.addresses.remove(removing.id_adresse_livraison);
          setBusy(false);
          if (next.error) {
            if (!gone(next.error)) return setRefusal(next.error.message);
            return setRemoving(null);
          }
          setRemoving(null);
          settle(next.data, t('account.addresses.removed'));
        }}
      >
        {removing && nameOf(removing)}
      </ConfirmDialog>
    </section>
  );
}

function AddressCard({
  address,
  label,
  country,
  onEdit,
  onRemove,
  onMakeDefault,
}: {
  address: BookAddress;
  label: string;
  country: string;
  onEdit(): void;
  onRemove(): void;
  onMakeDefault(): void;
}) {
  const t = useT();
  const { css } = useCss();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={css({
        padding: 20,
        border: `1px solid ${tokens.line}`,
        display: 'grid',
        gap: 12,
        minWidth: 0,
      })}
    >
      <h3 id={headingId} className={css({ margin: 0, fontSize: 15, overflowWrap: 'anywhere' })}>
        {label}
        {address.par_defaut && (
          <span className={css({ marginInlineStart: 8, fontSize: 12, fontWeight: 400, color: tokens.muted })}>
            · {t('account.addresses.isDefault')}
          </span>
        )}
      </h3>
      <LazyPostalAddress
        className={css({ fontStyle: 'normal', display: 'grid', gap: 2, overflowWrap: 'anywhere' })}
        address={address}
        testId="book-address"
      >
        <span>{country}</span>
        {address.numero && <span>{t('account.addresses.phone', { phone: address.numero })}</span>}
      </LazyPostalAddress>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 8 })}>
        <Button variant="quiet" aria-describedby={headingId} onClick={onEdit}>
          {t('account.addresses.edit')}
        </Button>
        <Button variant="quiet" aria-describedby={headingId} onClick={onRemove}>
          {t('account.addresses.remove')}
        </Button>
        {!address.par_defaut && (
          <Button variant="quiet" aria-describedby={headingId} onClick={onMakeDefault}>
            {t('account.addresses.setAsDefault')}
          </Button>
        )}
      </div>
    </article>
  );
}
