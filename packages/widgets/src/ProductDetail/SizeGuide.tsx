/**
 * The 'Guide des tailles' button, and the dialog it opens: each size of the item in the other
 * size systems (FR, EU, US, IT, UK, JP…). The dialog's code is fetched when first opened.
 */
import type { SubProduct } from '@vitrine/sdk-core';
import { useState } from 'react';
import { useT } from '../hooks/useT.js';
import { lazyOnceShown } from '../lazyScreen.js';
import { Button } from '../ui/Button.js';
import type { SizeGuideDialogProps } from './SizeGuideDialog.js';

const SizeGuideDialog = lazyOnceShown<SizeGuideDialogProps>(
  () => import('./SizeGuideDialog.js').then((module) => module.SizeGuideDialog),
  (props) => props.open,
);

export interface SizeGuideProps {
  variants: readonly SubProduct[];
}

export function SizeGuide({ variants }: SizeGuideProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="quiet" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('product.sizeGuide')}
      </Button>
      <SizeGuideDialog open={open} onClose={() => setOpen(false)} variants={variants} />
    </>
  );
}
