/**
 * 'Mes produits' (an addition to the spec's account area): a seller's listings with photo, name,
 * price in their currency and where each stands; a listing still for sale may have its price and
 * description corrected inline, or be withdrawn after a confirmation. Whatever the seller typed
 * stays in the form when it is refused. Buyers are sent to 'Mon profil' to start selling.
 */
import {
  articleTextChecks,
  intlLanguage,
  type SellerProduct,
  type SellerProductStatus,
  toMinorUnits,
} from '@vitrine/sdk-core';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { parseAmount, priceProblem } from '../shared/articleForm.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { Dialog } from '../ui/Dialog.js';
import { TextAreaField, TextField } from '../ui/Field.js';
import { RequireSeller } from '../ui/RequireSeller.js';
import { useSnackbar } from '../ui/Snackbars.js';

/** Listings read per page; 'Show more' reads the next. */
export const MY_PRODUCTS_PAGE = 20;

export interface MyProductsProps {
  /** Called once a listing was corrected or withdrawn, with it as it now is. */
  onChanged?(product: SellerProduct): void;
}

export function MyProducts(props: MyProductsProps) {
  return (
    <RequireSeller heading={<Title />}>
      <ProductList {...props} />
    </RequireSeller>
  );
}

function Title() {
  const t = useT();
  const { css } = useCss();
  return (
    <h2 className={css({ margin: '0 0 16px', fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
      {t('account.myProducts.title')}
    </h2>
  );
}

function ProductList({ onChanged }: MyProductsProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const [pages, setPages] = useState(1);
  const remote = useRemote(
    (signal) => client.articles.mine({ page: 1, limit: pages * MY_PRODUCTS_PAGE, signal }),
    [client, pages],
  );
  // A corrected or withdrawn listing replaces its row at once, without reading the list again.
  const [changed, setChanged] = useState<ReadonlyMap<number, SellerProduct>>(new Map());
  const replace = (product: SellerProduct) => {
    setChanged((previous) => new Map(previous).set(product.id_produit, product));
    onChanged?.(product);
  };

  return (
    <section>
      <Title />
      {remote.status === 'loading' && <LoadingState />}
      {remote.status === 'error' && <ErrorState remote={remote} />}
      {remote.status === 'ready' && remote.data.length === 0 && (
        <EmptyState title={t('account.myProducts.empty')}>
          <Link to={{ to: 'addArticle' }} className={css({ color: tokens.ink, ...focusRing })}>
            {t('account.menu.addArticle')}
          </Link>
        </EmptyState>
      )}
      {remote.status === 'ready' && remote.data.length > 0 && (
        <>
          <ul
            aria-label={t('account.myProducts.title')}
            className={css({ listStyle: 'none', margin: 0, padding: 0, containerType: 'inline-size' })}
          >
            {remote.data.map((product) => {
              const shown = changed.get(product.id_produit) ?? product;
              return <ProductRow key={shown.id_produit} product={shown} onChanged={replace} />;
            })}
          </ul>
          {remote.data.length === pages * MY_PRODUCTS_PAGE && (
            <Button variant="secondary" onClick={() => setPages((count) => count + 1)}>
              {t('account.myProducts.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

const STATUS_TONE: Record<SellerProductStatus, string> = {
  refused: tokens.danger,
  on_sale: tokens.success,
  awaiting_verification: tokens.muted,
  reserved: tokens.accent,
  sold: tokens.ink,
  withdrawn: tokens.muted,
};

function ProductRow({
  product,
  onChanged,
}: {
  product: SellerProduct;
  onChanged(product: SellerProduct): void;
}) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Where focus goes back when the form closes, or when a withdrawal removed the buttons.
  const actions = useRef<HTMLDivElement>(null);
  const info = useRef<HTMLDivElement>(null);
  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => actions.current?.querySelector('button')?.focus());
  };
  const name = `${product.nom_marque} ${product.modele}`;
  const changeable = ['on_sale', 'awaiting_verification', 'reserved'].includes(product.statut);
  const withdraw = useAction(() => client.articles.withdraw(product.id_produit));
  const price = client.formatMinorUnits(
    toMinorUnits(product.prix_unitaire, product.code_monnaie),
    product.code_monnaie,
  );

  const confirmWithdraw = async () => {
    const result = await withdraw.run();
    if (result?.data) {
      setConfirming(false);
      onChanged(result.data);
      requestAnimationFrame(() => info.current?.querySelector('a')?.focus());
      snackbar(t('account.myProducts.withdrawn'));
    }
  };

  const wide = `@container (min-width: ${breakpoints.sm}px)`;
  return (
    <li
      data-testid="my-product"
      className={css({
        display: 'grid',
        gridTemplateColumns: '64px 1fr',
        gap: 12,
        padding: '14px 0',
        borderBottom: `1px solid ${tokens.line}`,
        [wide]: { gridTemplateColumns: '88px 1fr auto' },
      })}
    >
      <img
        src={product.link_image_pple}
        alt=""
        width={88}
        height={88}
        className={css({ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover' })}
      />
      <div ref={info} className={css({ display: 'grid', gap: 4, minWidth: 0 })}>
        <Link
          to={{ to: 'product', id_produit: product.id_produit, categorie: product.categorie_slug }}
          className={css({ color: tokens.ink, fontWeight: 600, overflowWrap: 'anywhere', ...focusRing })}
        >
          {name}
        </Link>
        <span data-testid="my-product-price">{price}</span>
        <span
          data-testid="my-product-status"
          className={css({
            justifySelf: 'start',
            padding: '2px 8px',
            fontSize: 12,
            border: `1px solid ${STATUS_TONE[product.statut]}`,
            color: STATUS_TONE[product.statut],
          })}
        >
          {t(`account.myProducts.status.${product.statut}`)}
        </span>
        {product.statut === 'refused' && product.refus_motif && (
          <span className={css({ fontSize: 13, color: tokens.muted })}>
            {t('account.myProducts.refusal', { reason: product.refus_motif })}
          </span>
        )}
      </div>
      {changeable && (
        <div
          ref={actions}
          className={css({
            gridColumn: '1 / -1',
            display: 'flex',
            gap: 8,
            flexWrap: 'wrap',
            [wide]: { gridColumn: 'auto', alignItems: 'start' },
          })}
        >
          <Button
            variant="secondary"
            aria-expanded={editing}
            aria-label={t('account.myProducts.editLabel', { name })}
            onClick={() => setEditing((open) => !open)}
          >
            {t('account.myProducts.edit')}
          </Button>
          <Button
            variant="quiet"
            aria-label={t('account.myProducts.withdrawLabel', { name })}
            onClick={() => setConfirming(true)}
          >
            {t('account.myProducts.withdraw')}
          </Button>
        </div>
      )}
      {editing && changeable && (
        <EditForm
          product={product}
          onCancel={closeForm}
          onSaved={(saved) => {
            closeForm();
            onChanged(saved);
            snackbar(t('account.myProducts.saved'));
          }}
        />
      )}
      <Dialog
        open={confirming}
        size="small"
        title={t('account.myProducts.confirmTitle')}
        onClose={() => setConfirming(false)}
      >
        <p className={css({ margin: '0 0 16px' })}>{t('account.myProducts.confirmText', { name })}</p>
        {withdraw.error && (
          <p role="alert" className={css({ color: tokens.danger })}>
            {t('account.myProducts.failed', { message: withdraw.error.message })}
          </p>
        )}
        <div className={css({ display: 'flex', gap: 8, flexWrap: 'wrap' })}>
          <Button busy={withdraw.busy} onClick={confirmWithdraw}>
            {t('account.myProducts.confirmWithdraw')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('account.myProducts.cancel')}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

function EditForm({
  product,
  onCancel,
  onSaved,
}: {
  product: SellerProduct;
  onCancel(): void;
  onSaved(product: SellerProduct): void;
}) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formId = useId();
  const [price, setPrice] = useState(String(product.prix_unitaire));
  const [description, setDescription] = useState(product.description ?? '');
  const [errors, setErrors] = useState<{ price?: string; description?: string }>({});
  // A sold piece's texts stay as its buyer bought them (the server refuses a change, 409).
  const sold = product.vendus > 0;
  const save = useAction((change: { prix_unitaire?: number; description?: string }) =>
    client.articles.update({ id_produit: product.id_produit, ...change }),
  );
  const language = useVitrineState((state) => state.language);
  // The listing's language, named in the interface language.
  const listingLanguage = useMemo(
    () =>
      new Intl.DisplayNames([intlLanguage(language)], { type: 'language' }).of(
        intlLanguage(product.langue),
      ) ?? product.langue,
    [language, product.langue],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(price);
    const priceError = priceProblem(amount, product.code_monnaie);
    const found: { price?: string; description?: string } = {};
    if (priceError) found.price = t(priceError.key, priceError.values);
    // A sold listing's description is not sent, so not checked.
    const descriptionCheck = sold ? null : articleTextChecks.description(description);
    if (descriptionCheck && !description.trim())
      found.description = t('account.addArticle.errors.description');
    else if (descriptionCheck?.error)
      found.description = t(descriptionCheck.error.key, descriptionCheck.error.values);
    setErrors(found);
    if (found.price || found.description) return;
    const change = {
      ...(amount !== product.prix_unitaire ? { prix_unitaire: amount } : {}),
      ...(!sold && description.trim() !== (product.description ?? '') ? { description } : {}),
    };
    if (Object.keys(change).length === 0) return onCancel();
    const result = await save.run(change);
    if (result?.data) onSaved(result.data);
  };

  return (
    <form
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={submit}
      className={css({ gridColumn: '1 / -1', display: 'grid', gap: 12, paddingTop: 8 })}
    >
      <h3 id={`${formId}-title`} className={css({ margin: 0, fontSize: 15 })}>
        {t('account.myProducts.editTitle')}
      </h3>
      {product.statut === 'on_sale' && (
        <p className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>
          {t('account.myProducts.editNote')}
        </p>
      )}
      <TextField
        label={t('account.myProducts.price', { currency: product.code_monnaie })}
        inputMode="decimal"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={errors.price}
        required
      />
      <TextAreaField
        label={t('account.myProducts.description')}
        hint={
          sold
            ? t('account.myProducts.descriptionSold')
            : t('account.myProducts.descriptionHint', { language: listingLanguage })
        }
        readOnly={sold}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
        minRows={3}
        maxRows={10}
        required
      />
      {save.error && (
        <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
          {t('account.myProducts.failed', { message: save.error.message })}
        </p>
      )}
      <div className={css({ display: 'flex', gap: 8, flexWrap: 'wrap' })}>
        <Button type="submit" busy={save.busy}>
          {t('account.myProducts.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('account.myProducts.cancel')}
        </Button>
      </div>
    </form>
  );
}
