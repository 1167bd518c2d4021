/**
 * A single choice shown as buttons but made of native radio inputs: one tab stop, the arrow keys
 * move between the choices that can be taken, and assistive technologies announce them as
 * radios. A choice that cannot be taken (a sold size) stays visible, disabled.
 */
import { type ReactNode, useId } from 'react';
import { useCss } from '../styles/styleRoot.js';
import { tokens, visuallyHidden } from '../styles/tokens.js';

export interface Choice<K extends number> {
  key: K;
  content: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps<K extends number> {
  /** The id of the element that names the group. */
  labelledBy: string;
  choices: readonly Choice<K>[];
  selected: K | null;
  onSelect(key: K): void;
  /** A name for tests and host styling (`data-testid`). */
  testId?: string;
}

export function ChoiceGroup<K extends number>({
  labelledBy,
  choices,
  selected,
  onSelect,
  testId,
}: ChoiceGroupProps<K>) {
  const { css, cx } = useCss();
  const name = useId();
  const option = css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minWidth: 44,
    minHeight: 44,
    padding: '6px 12px',
    border: `1px solid ${tokens.line}`,
    borderRadius: tokens.radius,
    background: tokens.surface,
    color: tokens.ink,
    fontSize: 14,
    cursor: 'pointer',
    '&:has(input:focus-visible)': { outline: `2px solid ${tokens.focus}`, outlineOffset: 2 },
  });
  const checkedOption = css({ borderColor: tokens.ink, boxShadow: `inset 0 0 0 1px ${tokens.ink}` });
  const disabledOption = css({ cursor: 'not-allowed', color: tokens.muted, background: tokens.subtle });

  return (
    <fieldset
      aria-labelledby={labelledBy}
      data-testid={testId}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        border: 0,
        margin: 0,
        padding: 0,
        minWidth: 0,
      })}
    >
      {choices.map((choice) => {
        const checked = choice.key === selected;
        return (
          <label
            key={choice.key}
            className={cx(option, checked && checkedOption, choice.disabled && disabledOption)}
          >
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={checked}
              disabled={choice.disabled}
              onChange={() => onSelect(choice.key)}
              className={css(visuallyHidden)}
            />
            {choice.content}
          </label>
        );
      })}
    </fieldset>
  );
}
