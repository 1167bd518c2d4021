/**
 * A whole screen: a section named by its one `<h1>`, in the widgets' font and ink, and a size
 * container, so the layouts inside follow the slot a host gives the screen rather than the window.
 */
import { type ReactNode, type Ref, useId } from 'react';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

/** The title's size: `fixed` on the purchase screens (cart, checkout), `fluid` on the directories. */
export type ScreenTitleSize = 'fixed' | 'fluid';

const TITLE_SIZES = {
  fixed: { fontSize: 28, margin: '8px 0 16px' },
  fluid: { fontSize: 'clamp(26px, 4vw, 38px)', margin: '0 0 16px' },
} as const;

export interface ScreenProps {
  title: ReactNode;
  titleSize: ScreenTitleSize;
  /** The title's id, for a part of the screen also named by it; one of its own otherwise. */
  titleId?: string;
  /** For a screen that moves the focus to its title: the title then takes focus from script only. */
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

export function Screen({ title, titleSize, titleId, titleRef, children }: ScreenProps) {
  const { css } = useCss();
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <section
      aria-labelledby={id}
      className={`vitrine-root ${css({ containerType: 'inline-size', fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <h1
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        id={id}
        className={css({ fontFamily: tokens.fontDisplay, fontWeight: 400, ...TITLE_SIZES[titleSize] })}
      >
        {title}
      </h1>
      {children}
    </section>
  );
}
