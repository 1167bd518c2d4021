/** Label and value pairs, read-only: labels in a muted column sized to the longest, values beside them. */
import type { ReactNode } from 'react';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';

/** A label (unique in its list) and its value. */
export type DefinitionRow = readonly [label: string, value: ReactNode];

/** `roomy` for a page of its own (the identity), `compact` for a list among other parts (an order). */
export type DefinitionListSpacing = 'roomy' | 'compact';

const SPACINGS = {
  roomy: { gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)', gap: '10px 24px' },
  compact: { gridTemplateColumns: 'minmax(110px, max-content) minmax(0, 1fr)', gap: '8px 20px' },
} as const;

export function DefinitionList({
  rows,
  spacing,
}: {
  rows: readonly DefinitionRow[];
  spacing: DefinitionListSpacing;
}) {
  const { css } = useCss();
  return (
    <dl className={css({ display: 'grid', ...SPACINGS[spacing], margin: 0 })}>
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={css({ color: tokens.muted, fontSize: 14 })}>{label}</dt>
          <dd className={css({ margin: 0, overflowWrap: 'anywhere' })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
