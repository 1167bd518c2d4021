/** An expandable section: a button that says whether it is open, and the region it controls. */
import { type ReactNode, useId, useState } from 'react';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';

export interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /**
   * The level of the heading that holds its button: one below the heading the section sits
   * under, so that a screen reader's outline skips no level. @default 3
   */
  headingLevel?: 2 | 3;
  /** Called each time it opens: a section may fetch what it shows only then. */
  onOpen?(): void;
}

export function Accordion({
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
  onOpen,
}: AccordionProps) {
  const { css } = useCss();
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={css({ borderBottom: `1px solid ${tokens.line}` })}>
      <Heading className={css({ margin: 0 })}>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-region`}
          onClick={() => {
            if (!open) onOpen?.();
            setOpen(!open);
          }}
          className={css({
            display: 'flex',
            width: '100%',
            justifyContent: 'space-between',
            alignItems: 'center',
            padding: '14px 0',
            border: 0,
            background: 'transparent',
            color: tokens.ink,
            font: 'inherit',
            fontSize: 15,
            fontWeight: 600,
            cursor: 'pointer',
            ...focusRing,
          })}
        >
          {title}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </Heading>
      <section
        id={`${id}-region`}
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className={css({ paddingBottom: 16 })}
      >
        {children}
      </section>
    </div>
  );
}
