/**
 * A listing's texts come in the interface language when its seller wrote or translated them in
 * it, else in their own: then they carry that language's `lang`, and the page says which it is.
 * Kept apart from the product page so a product card can mark its texts without loading it.
 */
import { type AppLanguageCode, intlLanguage } from '@vitrine/sdk-core';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

/**
 * The `lang` of a listing's texts written in `written`, for screen readers and hyphenation, when
 * it is not the interface language; undefined when it is.
 */
export function useTextLang(written: AppLanguageCode): string | undefined {
  const language = useVitrineState((state) => state.language);
  return written === language ? undefined : intlLanguage(written);
}

/** 'Written in French' beside a listing's texts in another language than the interface's; nothing otherwise. */
export function WrittenInNote({ written }: { written: AppLanguageCode }) {
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  if (written === language) return null;
  return (
    <p
      data-testid="written-in"
      className={css({ margin: 0, fontSize: 13, color: tokens.muted, fontStyle: 'italic' })}
    >
      {t(`product.writtenIn.${written}`)}
    </p>
  );
}
