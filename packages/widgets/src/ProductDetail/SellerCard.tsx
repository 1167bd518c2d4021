/**
 * The seller of the item (spec §2): avatar, pseudo and country, linking to their profile
 * (`selleraccount-detail/{id_vendeur}`), and 'Contact', which opens the contact dialog with the
 * item's brand and model as subject.
 */
import { countryName, type ProductDetail } from '@vitrine/sdk-core';
import { useState } from 'react';
import type { ContactReceiver } from '../ContactDialog/ContactDialog.js';
import { LazyContactDialog } from '../ContactDialog/LazyContactDialog.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { Avatar } from '../ui/bits.js';

export interface ContactRequest {
  receiver: ContactReceiver;
  subject: string;
}

export interface SellerCardProps {
  seller: ProductDetail['vendeur'];
  /** The contact's subject: the item's brand and model. */
  subject: string;
  /** When given, Contact calls it instead of opening the contact dialog. */
  onContact?(request: ContactRequest): void;
}

export function SellerCard({ seller, subject, onContact }: SellerCardProps) {
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const [open, setOpen] = useState(false);
  const receiver: ContactReceiver = {
    id_user: seller.id_user,
    pseudo_profile: seller.pseudo_profile,
    image_link_profile: seller.image_link_profile,
  };

  return (
    <div
      data-testid="seller-card"
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 12,
        padding: 16,
        border: `1px solid ${tokens.line}`,
        borderRadius: tokens.radius,
      })}
    >
      <Link
        to={{ to: 'seller', id_vendeur: seller.id_user }}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          color: 'inherit',
          textDecoration: 'none',
          minWidth: 0,
          ...focusRing,
        })}
      >
        <Avatar src={seller.image_link_profile} size={48} />
        <span className={css({ display: 'grid', minWidth: 0 })}>
          <span className={css({ fontSize: 12, color: tokens.muted })}>{t('product.seller')}</span>
          <strong>{seller.pseudo_profile}</strong>
          <span className={css({ fontSize: 13, color: tokens.muted })}>
            {countryName(seller.alpha2, language, { fr: seller.pays_fr })}
          </span>
        </span>
      </Link>
      <Button
        variant="secondary"
        aria-haspopup={onContact ? undefined : 'dialog'}
        onClick={() => (onContact ? onContact({ receiver, subject }) : setOpen(true))}
      >
        {t('product.contact')}
      </Button>
      {!onContact && (
        <LazyContactDialog open={open} onClose={() => setOpen(false)} receiver={receiver} subject={subject} />
      )}
    </div>
  );
}
