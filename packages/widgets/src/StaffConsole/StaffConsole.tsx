/**
 * The staff console: the open disputes to decide (the buyer's reason and photos, then, opened, the
 * item as sold, the seller's answer, the parties' messages, and 'Refund buyer' or 'Release payout'
 * with a note, confirmed), and the new listings to verify or refuse with a reason.
 * Only for a signed-in staff member; anyone else is told the page is not theirs.
 */
import {
  type DisputeDecision,
  intlLanguage,
  LISTING_REFUSAL_LIMIT,
  type ListingToVerify,
  type Order,
  type SdkError,
  SdkHttpError,
  toMinorUnits,
} from '@vitrine/sdk-core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useRemote } from '../hooks/useRemote.js';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { lazyScreen } from '../lazyScreen.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { EvidencePhotos } from '../ui/EvidencePhoto.js';
import { TextField } from '../ui/Field.js';
import { Tabs } from '../ui/Tabs.js';

export type StaffConsoleTab = 'disputes' | 'listings';

export interface StaffConsoleProps {
  /** The tab shown first. @default 'disputes' */
  defaultTab?: StaffConsoleTab;
}

/** How many entries each tab shows at once: the oldest, which are decided first. */
const PAGE = 50;

export function StaffConsole({ defaultTab = 'disputes' }: StaffConsoleProps) {
  const t = useT();
  const { css } = useCss();
  const session = useSession();
  const [tab, setTab] = useState<StaffConsoleTab>(defaultTab);
  const titleId = useId();
  if (session?.role !== 'staff') {
    return <EmptyState title={t('staff.forbidden')} />;
  }
  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: 16 })}>
      <h1 id={titleId} className={css({ margin: 0, fontSize: 26 })}>
        {t('staff.title')}
      </h1>
      <Tabs
        label={t('staff.tabsLabel')}
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'disputes', label: t('staff.disputesTab'), panel: <Disputes /> },
          { key: 'listings', label: t('staff.listingsTab'), panel: <Listings /> },
        ]}
      />
    </section>
  );
}

/** A line of entries' facts: a term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  const { css } = useCss();
  return (
    <div className={css({ display: 'flex', gap: 6 })}>
      <dt className={css({ color: tokens.muted })}>{term}</dt>
      <dd className={css({ margin: 0 })}>{children}</dd>
    </div>
  );
}

const cardClass = { display: 'grid', gap: 10, padding: 16, border: `1px solid ${tokens.line}` } as const;

/** An action's error in the interface language when another staff member decided first (409). */
function errorText(error: SdkError | null, t: (key: string) => string): string | null {
  if (!error) return null;
  return error instanceof SdkHttpError && error.status === 409 ? t('staff.decided') : error.message;
}

function Disputes() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const remote = useRemote(() => client.orders.disputes({ limit: PAGE }), [client]);
  const [done, setDone] = useState<{ id: number; decision: DisputeDecision }[]>([]);
  if (remote.status === 'loading') return <LoadingState />;
  if (remote.status === 'error') return <ErrorState remote={remote} />;
  const open = remote.data.filter((order) => !done.some((entry) => entry.id === order.id_commande));
  return (
    <div className={css({ display: 'grid', gap: 16, paddingTop: 16 })}>
      <p role="status" className={css({ margin: 0 })}>
        {done.length > 0
          ? t(done[done.length - 1]?.decision === 'refund' ? 'staff.refunded' : 'staff.released')
          : ''}
      </p>
      {open.length === 0 ? (
        <EmptyState title={t('staff.noDisputes')} />
      ) : (
        <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 })}>
          {open.map((order) => (
            <li key={order.id_commande}>
              <Dispute
                order={order}
                onDecided={(decision) => setDone((list) => [...list, { id: order.id_commande, decision }])}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The whole dispute, both sides, and the decision with its note: its own chunk, loaded when opened. */
const DisputeReview = lazyScreen(() => import('./DisputeReview.js').then((module) => module.DisputeReview));

function Dispute({ order, onDecided }: { order: Order; onDecided(decision: DisputeDecision): void }) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const headingId = useId();
  const reviewId = useId();
  const [opened, setOpened] = useState(false);
  const timeline = useRemote(() => client.orders.timeline(order.id_commande), [client, order.id_commande]);
  const report =
    timeline.status === 'ready'
      ? [...timeline.data.steps].reverse().find((step) => step.transition === 'reportProblem')
      : undefined;
  return (
    <article aria-labelledby={headingId} className={css(cardClass)}>
      <h2 id={headingId} className={css({ margin: 0, fontSize: 18 })}>
        {t('staff.order', { id: order.id_commande })} · {order.nom_marque} {order.modele}
      </h2>
      <dl className={css({ margin: 0, display: 'grid', gap: 4 })}>
        <Fact term={t('staff.buyer')}>{order.pseudo_acheteur}</Fact>
        <Fact term={t('staff.seller')}>{order.pseudo_vendeur}</Fact>
        <Fact term={t('staff.paid')}>{client.formatMinorUnits(order.montant_paye, order.devise_paye)}</Fact>
        <Fact term={t('staff.reason')}>
          {report?.note ?? (timeline.status === 'ready' ? t('staff.noReason') : '…')}
        </Fact>
      </dl>
      {report && (
        <EvidencePhotos
          caption={t('staff.photos')}
          photos={report.photos}
          altOf={(n) => t('staff.photoAlt', { n })}
        />
      )}
      <div>
        <Button
          variant="secondary"
          aria-expanded={opened}
          aria-controls={reviewId}
          aria-describedby={headingId}
          onClick={() => setOpened((open) => !open)}
        >
          {t('staff.open')}
        </Button>
      </div>
      <div id={reviewId}>{opened && <DisputeReview order={order} onDecided={onDecided} />}</div>
    </article>
  );
}

function Listings() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const remote = useRemote(() => client.staff.listingsToVerify({ limit: PAGE }), [client]);
  const [done, setDone] = useState<{ id: number; verified: boolean }[]>([]);
  if (remote.status === 'loading') return <LoadingState />;
  if (remote.status === 'error') return <ErrorState remote={remote} />;
  const open = remote.data.filter((listing) => !done.some((entry) => entry.id === listing.id_produit));
  const last = done[done.length - 1];
  return (
    <div className={css({ display: 'grid', gap: 16, paddingTop: 16 })}>
      <p role="status" className={css({ margin: 0 })}>
        {last ? t(last.verified ? 'staff.verified' : 'staff.refused') : ''}
      </p>
      {open.length === 0 ? (
        <EmptyState title={t('staff.noListings')} />
      ) : (
        <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 })}>
          {open.map((listing) => (
            <li key={listing.id_produit}>
              <Listing
                listing={listing}
                onDecided={(verified) => setDone((list) => [...list, { id: listing.id_produit, verified }])}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Listing({ listing, onDecided }: { listing: ListingToVerify; onDecided(verified: boolean): void }) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const headingId = useId();
  const formatDate = useDateFormat();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const verify = useAction(() => client.staff.verifyListing(listing.id_produit));
  const refuse = useAction((motif: string) => client.staff.refuseListing(listing.id_produit, motif));
  const date = formatDate(listing.created_at);
  const name = `${listing.nom_marque} ${listing.modele}`;
  const confirmRefusal = async (event: FormEvent) => {
    event.preventDefault();
    const result = await refuse.run(reason);
    if (result?.data) onDecided(false);
  };
  const error = verify.error ?? refuse.error;
  return (
    <article aria-labelledby={headingId} className={css({ ...cardClass, gridTemplateColumns: '96px 1fr' })}>
      <img
        src={client.mediaUrl(listing.link_image_pple)}
        alt=""
        width={96}
        height={96}
        className={css({ objectFit: 'cover' })}
      />
      <div className={css({ display: 'grid', gap: 8 })}>
        <h2 id={headingId} className={css({ margin: 0, fontSize: 18 })}>
          {name}
        </h2>
        <p className={css({ margin: 0, color: tokens.muted })}>
          {t('staff.listedBy', { seller: listing.pseudo_vendeur, date })}
        </p>
        <dl className={css({ margin: 0 })}>
          <Fact term={t('staff.price')}>
            {client.formatMinorUnits(
              toMinorUnits(listing.prix_unitaire, listing.code_monnaie),
              listing.code_monnaie,
            )}
          </Fact>
        </dl>
        {listing.description && (
          <p lang={intlLanguage(listing.langue)} className={css({ margin: 0, whiteSpace: 'pre-line' })}>
            {listing.description}
          </p>
        )}
        {error && (
          <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
            {errorText(error, t)}
          </p>
        )}
        {refusing ? (
          <form onSubmit={confirmRefusal} className={css({ display: 'grid', gap: 8 })}>
            <TextField
              label={t('staff.refusalReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={LISTING_REFUSAL_LIMIT}
              required
              autoFocus
            />
            <div className={css({ display: 'flex', gap: 8 })}>
              <Button type="submit" busy={refuse.busy} disabled={reason.trim() === ''}>
                {t('staff.confirmRefuse')}
              </Button>
              <Button type="button" variant="quiet" onClick={() => setRefusing(false)}>
                {t('staff.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className={css({ display: 'flex', gap: 8, flexWrap: 'wrap' })}>
            <Button
              busy={verify.busy}
              aria-describedby={headingId}
              onClick={async () => {
                const result = await verify.run();
                if (result?.data) onDecided(true);
              }}
            >
              {t('staff.verify')}
            </Button>
            <Button variant="secondary" aria-describedby={headingId} onClick={() => setRefusing(true)}>
              {t('staff.refuse')}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
