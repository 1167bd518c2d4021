/** Tabs with the keyboard behaviour of the ARIA pattern: arrows, Home and End move between tabs. */
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
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
  const buttons = useRef(new Map<K, HTMLButtonElement | null>());
  const current = items.find((item) => item.key === selected) ?? items[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.key === selected);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[(next + items.length) % items.length] as TabItem<K>;
    onSelect(item.key);
    buttons.current.get(item.key)?.focus();
  };

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
            ref={(element) => {
              buttons.current.set(item.key, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${item.key}-tab`}
            aria-selected={item.key === current?.key}
            aria-controls={`${id}-${item.key}-panel`}
            tabIndex={item.key === current?.key ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={onKeyDown}
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
