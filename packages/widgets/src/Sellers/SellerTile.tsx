/** A seller in the directory's grid: avatar, pseudo, country, product count and languages, linking to the profile. */
import {
  intlLanguage,
  countryName as localCountryName,
  type SellerCard,
  spokenLanguageName,
} from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Avatar } from '../ui/bits.js';

export interface SellerTileProps {
  seller: SellerCard;
  /** The seller's country in the visitor's language, when the directory knows it. */
  countryName?: string;
}

export function SellerTile({ seller, countryName }: SellerTileProps) {
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const country =
    countryName ?? localCountryName(seller.alpha2, language, { fr: seller.pays_fr, en: seller.pays_en });
  const languages = new Intl.ListFormat(intlLanguage(language), { type: 'conjunction' }).format(
    seller.langues.map((spoken) =>
      spokenLanguageName(spoken.alpha2, language, { fr: spoken.nom_fr, en: spoken.nom_en }),
    ),
  );
  return (
    <Link
      to={{ to: 'seller', id_vendeur: seller.id_user }}
      data-testid="seller-card"
      className={css({
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'start',
        gap: 6,
        height: '100%',
        padding: 16,
        textAlign: 'center',
        border: `1px solid ${tokens.line}`,
        borderRadius: tokens.radius,
        color: 'inherit',
        textDecoration: 'none',
        background: tokens.surface,
        '&:hover': { borderColor: tokens.ink },
        ...focusRing,
      })}
    >
      <Avatar src={seller.image_link_profile} size={72} />
      <strong className={css({ fontSize: 15, overflowWrap: 'anywhere' })}>{seller.pseudo_profile}</strong>
      <span className={css({ fontSize: 13, color: tokens.muted })}>{country}</span>
      <span className={css({ fontSize: 13 })}>
        {t('sellers.productCount', { count: seller.nombre_produit })}
      </span>
      {languages && (
        <span className={css({ fontSize: 12, color: tokens.muted })}>
          {t('sellers.languages', { list: languages })}
        </span>
      )}
    </Link>
  );
}
