/**
 * 'Ajouter un article' (checklist RO7; spec §1 seller journey: "add an item with photos,
 * description and price"): a seller describes an item, adds 1 to 4 photos, sets its price in
 * their own currency and lists its pieces (a size and a colour each). Once published the item
 * awaits staff's verification before it goes on sale: a snackbar says so and `onCreated` gets
 * where its product page is (its seller's to see meanwhile). A buyer is told to finish 'Mon
 * profil' first; a visitor to sign in.
 */
import {
  type AddedArticle,
  type Brand,
  type CategoryNode,
  type ColourOption,
  EMAIL_UNCONFIRMED_CODE,
  SdkHttpError,
} from '@vitrine/sdk-core';
import { useEffect, useId, useRef } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useCountryOptions } from '../hooks/useCountryOptions.js';
import { useForm } from '../hooks/useForm.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useNavigation, useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import {
  type ArticleFormValues,
  type CheckedArticle,
  checkArticle,
  emptyArticle,
} from '../shared/articleForm.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { SelectField, TextAreaField, TextField } from '../ui/Field.js';
import { goTo } from '../ui/goTo.js';
import { RequireSeller } from '../ui/RequireSeller.js';
import { useSnackbar } from '../ui/Snackbars.js';
import { serverFieldError } from '../ui/serverFieldError.js';
import { CategorySelects } from './CategorySelects.js';
import { PhotoPicker } from './PhotoPicker.js';
import { VariantRows } from './VariantRows.js';

export interface AddArticleProps {
  /** Called once the article is published, awaiting verification. @default opens its product page */
  onCreated?(added: AddedArticle): void;
}

export function AddArticle(props: AddArticleProps) {
  return (
    <RequireSeller heading={<Title />}>
      <ArticleScreen {...props} />
    </RequireSeller>
  );
}

function Title() {
  const t = useT();
  const { css } = useCss();
  return (
    <h2 className={css({ margin: '0 0 4px', fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
      {t('account.addArticle.title')}
    </h2>
  );
}

interface Options {
  brands: Brand[];
  tree: CategoryNode[];
  colours: ColourOption[];
}

/** The lists the form chooses from, and the seller's currency (from the user detail). */
function ArticleScreen(props: AddArticleProps) {
  const client = useVitrine();
  const userId = useVitrineState((state) => state.user?.id_user);
  const language = useVitrineState((state) => state.language);
  const currency = useVitrineState((state) => state.userDetail?.code_monnaie);
  const profile = useRemote(() => client.refresh('user_detail'), [client, userId]);
  const options = useRemote<Options>(async () => {
    const [brands, categories, colours] = await Promise.all([
      client.catalog.brands(),
      client.catalog.categories(),
      client.catalog.colours(),
    ]);
    const failed = brands.error ?? categories.error ?? colours.error;
    if (failed) return { error: failed };
    return {
      data: {
        brands: brands.data?.data ?? [],
        tree: categories.data?.data ?? [],
        colours: colours.data?.data ?? [],
      },
    };
  }, [client, language]);

  const failed =
    options.status === 'error' ? options : profile.status === 'error' && !currency ? profile : null;
  if (failed || options.status !== 'ready' || !currency) {
    return (
      <section>
        <Title />
        {failed ? <ErrorState remote={failed} /> : <LoadingState />}
      </section>
    );
  }
  return <ArticleForm {...props} options={options.data} currency={currency} />;
}

/** Where a server's `field: why` goes in the form: photo_1…4 are the photos, `variants.0.id_taille` the rows. */
function formFieldOf(field: string): string {
  if (/^photo_\d$/.test(field)) return 'photos';
  return field.startsWith('variants') ? 'variants' : field;
}

const FORM_FIELDS = new Set([
  'photos',
  'id_marque',
  'id_categorie',
  'modele',
  'description',
  'saison',
  'collection',
  'matiere',
  'etat_produit',
  'id_pays_achat',
  'largeur',
  'longueur',
  'talon',
  'prix_unitaire',
  'variants',
]);

function ArticleForm({
  onCreated,
  options,
  currency,
}: AddArticleProps & { options: Options; currency: string }) {
  const client = useVitrine();
  const navigation = useNavigation();
  const t = useT();
  const { css } = useCss();
  const snackbar = useSnackbar();
  const titleId = useId();
  const top = useRef<HTMLFormElement>(null);
  const form = useForm<ArticleFormValues, CheckedArticle>(emptyArticle(), (values) =>
    checkArticle(values, currency),
  );
  const { values } = form;
  const { options: countries } = useCountryOptions();
  const send = useAction((checked: CheckedArticle) => client.articles.add(checked.article, checked.photos));

  const categoryId = Number(values.id_categorie) || 0;
  const sizes = useRemote(
    async (signal) => {
      if (!categoryId) return { data: null };
      const result = await client.articles.sizes(categoryId, { signal });
      return result.error ? result : { data: result.data.data };
    },
    [client, categoryId],
  );
  const gridSizes = sizes.status === 'ready' ? sizes.data : null;

  // A new category brings its own sizes: keep the rows' sizes that are still in the grid, and
  // choose the one size of a one-size grid (bags, accessories) for every row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the grid changes, not on each row edit.
  useEffect(() => {
    if (!gridSizes) return;
    const ids = new Set(gridSizes.map((size) => String(size.id_taille)));
    const only = gridSizes.length === 1 ? String(gridSizes[0]?.id_taille) : '';
    const rows = values.variants.map((row) => ({
      ...row,
      id_taille: ids.has(row.id_taille) ? row.id_taille : only,
    }));
    if (rows.some((row, index) => row.id_taille !== values.variants[index]?.id_taille))
      form.set('variants', rows);
  }, [gridSizes]);

  const text = (
    field: 'modele' | 'saison' | 'collection' | 'matiere',
    label: string,
    extra: { required?: boolean; maxLength?: number } = {},
  ) => (
    <TextField label={label} required={extra.required} maxLength={extra.maxLength} {...form.bind(field)} />
  );
  const dimension = (field: 'largeur' | 'longueur' | 'talon', label: string) => (
    <TextField label={label} inputMode="decimal" {...form.bind(field)} />
  );

  const submit = form.submit(async (checked) => {
    const result = await send.run(checked);
    if (!result) return;
    if (result.error) {
      // The server's `field: why` goes under its field; anything else above the button. Whatever
      // was typed and picked stays.
      const { field, text: reason } = serverFieldError(result.error);
      const target = field ? formFieldOf(field) : null;
      if (target && FORM_FIELDS.has(target)) form.setServerError(target, reason);
      else if (result.error instanceof SdkHttpError && result.error.body.code === EMAIL_UNCONFIRMED_CODE)
        // Said in the reader's language, with where the link is sent again.
        form.setServerError('_form', t('account.addArticle.unconfirmed'));
      else form.setServerError('_form', t('account.addArticle.failed', { message: result.error.message }));
      return;
    }
    snackbar(t('account.addArticle.created'));
    form.reset(emptyArticle());
    top.current?.scrollIntoView?.({ block: 'start' });
    if (onCreated) onCreated(result.data);
    else
      goTo(navigation, {
        to: 'product',
        id_produit: result.data.id_produit,
        categorie: result.data.categorie_slug,
      });
  });

  const wide = `@container (min-width: ${breakpoints.sm}px)`;
  const pair = css({
    display: 'grid',
    gap: 16,
    [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  });
  const group = css({ border: 0, padding: 0, margin: 0, display: 'grid', gap: 16, minWidth: 0 });
  const legend = css({ fontSize: 16, fontWeight: 600, padding: 0, marginBottom: 4 });
  const formError = form.error('_form');

  return (
    <div className={css({ containerType: 'inline-size' })}>
      <form
        ref={top}
        onSubmit={submit}
        noValidate
        aria-labelledby={titleId}
        className={css({ display: 'grid', gap: 28, maxWidth: 760 })}
      >
        <div>
          <h2
            id={titleId}
            className={css({ margin: '0 0 4px', fontFamily: tokens.fontDisplay, fontWeight: 400 })}
          >
            {t('account.addArticle.title')}
          </h2>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('account.addArticle.intro')}</p>
          <p className={css({ margin: '4px 0 0', color: tokens.muted, fontSize: 13 })}>
            {t('account.addArticle.requiredNote')}
          </p>
        </div>

        <PhotoPicker
          photos={values.photos}
          error={form.error('photos')}
          onChange={(photos) => {
            form.set('photos', photos);
            form.touch('photos');
          }}
        />

        <div className={group}>
          <SelectField label={t('account.addArticle.brand')} required {...form.bind('id_marque')}>
            <option value="">{t('account.addArticle.choose')}</option>
            {options.brands.map((brand) => (
              <option key={brand.id_marque} value={brand.id_marque}>
                {brand.nom_marque}
              </option>
            ))}
          </SelectField>
          <div
            className={css({
              display: 'grid',
              gap: 16,
              [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
            })}
          >
            <CategorySelects
              tree={options.tree}
              value={{ genre: values.genre, mere: values.mere, id_categorie: values.id_categorie }}
              error={form.error('id_categorie')}
              onBlur={() => form.touch('id_categorie')}
              onChange={(choice) => {
                form.set('genre', choice.genre);
                form.set('mere', choice.mere);
                form.set('id_categorie', choice.id_categorie);
              }}
            />
          </div>
          {text('modele', t('account.addArticle.model'), { required: true })}
          <TextAreaField
            label={t('account.addArticle.description')}
            required
            minRows={4}
            maxRows={12}
            {...form.bind('description')}
          />
          <div className={pair}>
            {text('saison', t('account.addArticle.season'))}
            {text('collection', t('account.addArticle.collection'))}
            {text('matiere', t('account.addArticle.material'))}
            <SelectField
              label={t('account.addArticle.condition')}
              required
              value={values.etat_produit}
              error={form.error('etat_produit')}
              onChange={(event) =>
                form.set('etat_produit', event.target.value as ArticleFormValues['etat_produit'])
              }
              onBlur={() => form.touch('etat_produit')}
            >
              <option value="">{t('account.addArticle.choose')}</option>
              <option value="neuf">{t('account.addArticle.conditionNew')}</option>
              <option value="occasion">{t('account.addArticle.conditionUsed')}</option>
            </SelectField>
            <SelectField
              label={t('account.addArticle.boughtIn')}
              value={values.id_pays_achat}
              error={form.error('id_pays_achat')}
              onChange={(event) => form.set('id_pays_achat', event.target.value)}
            >
              <option value="">{t('account.addArticle.notSpecified')}</option>
              {countries.map(({ country, label }) => (
                <option key={country.id_pays} value={country.id_pays}>
                  {label}
                </option>
              ))}
            </SelectField>
          </div>
        </div>

        <fieldset className={group}>
          <legend className={legend}>{t('account.addArticle.dimensions')}</legend>
          <p className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>
            {t('account.addArticle.dimensionsHint')}
          </p>
          <div
            className={css({ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' })}
          >
            {dimension('largeur', t('account.addArticle.width'))}
            {dimension('longueur', t('account.addArticle.length'))}
            {dimension('talon', t('account.addArticle.heel'))}
          </div>
        </fieldset>

        <div className={css({ display: 'flex', alignItems: 'flex-start', gap: 10, maxWidth: 320 })}>
          <div className={css({ flex: 1, minWidth: 0 })}>
            <TextField
              label={t('account.addArticle.price')}
              required
              inputMode="decimal"
              {...form.bind('prix_unitaire')}
              hint={t('account.addArticle.priceHint', { currency })}
            />
          </div>
          {/* Beside the input (below the label's line): the currency the price is in. */}
          <span data-testid="price-currency" className={css({ paddingTop: 32, fontWeight: 600 })}>
            {currency}
          </span>
        </div>

        <VariantRows
          rows={values.variants}
          onChange={(rows) => form.set('variants', rows)}
          sizes={gridSizes}
          colours={options.colours}
          error={form.error}
          touch={form.touch}
        />
        {sizes.status === 'error' && <ErrorState remote={sizes} />}

        <div className={css({ display: 'grid', gap: 8 })}>
          {formError && (
            <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
              {formError}
            </p>
          )}
          <div className={css({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' })}>
            <Button type="submit" busy={send.busy}>
              {t('account.addArticle.submit')}
            </Button>
            <span role="status" className={css({ color: tokens.muted, fontSize: 14 })}>
              {send.busy ? t('account.addArticle.busy') : ''}
            </span>
          </div>
        </div>
      </form>
    </div>
  );
}
