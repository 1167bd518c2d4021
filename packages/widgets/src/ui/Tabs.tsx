/** Tabs with the keyboard behaviour of the ARIA pattern: arrows, Home and End move between tabs. */
import { type ReactNode, useId } from 'react';
import { useRovingFocus } from '../hooks/useRovingFocus.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<NoInfer<K>>[];
  selected: K;
  onSelect(key: NoInfer<K>): void;
}

export function Tabs<K extends string>({ label, items, selected, onSelect }: TabsProps<K>) {
  const { css } = useCss();
  const id = useId();
  const current = items.find((item) => item.key === selected) ?? items[0];
  const roving = useRovingFocus(
    items.map((item) => item.key),
    'row',
    onSelect,
  );

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={css({
          display: 'flex',
          gap: 4,
          borderBottom: `1px solid ${tokens.line}`,
          overflowX: 'auto',
        })}
      >
        {items.map((item) => (
          <button
            key={item.key}
            ref={roving.itemRef(item.key)}
            type="button"
            role="tab"
            id={`${id}-${item.key}-tab`}
            aria-selected={item.key === current?.key}
            aria-controls={`${id}-${item.key}-panel`}
            tabIndex={item.key === current?.key ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) =>
              roving.onKeyDown(
                event,
                items.findIndex((item) => item.key === selected),
              )
            }
            className={css({
              padding: '12px 16px',
              border: 0,
              borderBottom: `2px solid ${item.key === current?.key ? tokens.ink : 'transparent'}`,
              background: 'transparent',
              color: item.key === current?.key ? tokens.ink : tokens.muted,
              font: 'inherit',
              fontWeight: item.key === current?.key ? 600 : 400,
              whiteSpace: 'nowrap',
              cursor: 'pointer',
              ...focusRing,
            })}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${id}-${current.key}-panel`}
          aria-labelledby={`${id}-${current.key}-tab`}
          className={css({ paddingTop: 16 })}
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
