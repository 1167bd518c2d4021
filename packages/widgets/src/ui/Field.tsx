/**
 * Form fields with their label, a required mark, and the field's message under it, tied to the
 * control with aria-describedby so screen readers read it.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';

interface FieldFrameProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

function FieldFrame({ label, error, hint, required, children }: FieldFrameProps) {
  const { css } = useCss();
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css({ display: 'grid', gap: 4, minWidth: 0 })}>
      <label htmlFor={id} className={css({ fontSize: 13, fontWeight: 600 })}>
        {label}
        {required && (
          <span aria-hidden="true" className={css({ color: tokens.danger })}>
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <span id={`${id}-hint`} className={css({ fontSize: 12, color: tokens.muted })}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} role="alert" className={css({ fontSize: 12, color: tokens.danger })}>
          {error}
        </span>
      )}
    </div>
  );
}

function useControlClass(invalid: boolean) {
  const { css } = useCss();
  return css({
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 44,
    padding: '10px 12px',
    font: 'inherit',
    fontSize: 15,
    color: tokens.ink,
    background: tokens.surface,
    border: `1px solid ${invalid ? tokens.danger : tokens.line}`,
    borderRadius: tokens.radius,
    ...focusRing,
  });
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, required, ...input }: TextFieldProps) {
  const control = useControlClass(Boolean(error));
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) => (
        <input
          {...input}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

export function SelectField({ label, error, hint, required, children, ...select }: SelectFieldProps) {
  const control = useControlClass(Boolean(error));
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) => (
        <select
          {...select}
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'rows'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** The box grows with its text between these numbers of rows (spec §9: 2 to 7). */
  minRows?: number;
  maxRows?: number;
}

/** Rows for a text: one per line, kept between `min` and `max`. */
export function rowsFor(text: string, min: number, max: number): number {
  return Math.min(max, Math.max(min, String(text ?? '').split('\n').length));
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  minRows = 2,
  maxRows = 7,
  value,
  ...area
}: TextAreaFieldProps) {
  const control = useControlClass(Boolean(error));
  const { css, cx } = useCss();
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) => (
        <textarea
          {...area}
          id={id}
          value={value}
          rows={rowsFor(String(value ?? ''), minRows, maxRows)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(control, css({ resize: 'vertical', lineHeight: 1.5 }))}
        />
      )}
    </FieldFrame>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

export function Checkbox({ label, ...input }: CheckboxProps) {
  const { css } = useCss();
  return (
    <label
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        fontSize: 14,
        cursor: 'pointer',
      })}
    >
      <input
        type="checkbox"
        {...input}
        className={css({ width: 18, height: 18, accentColor: tokens.ink, ...focusRing })}
      />
      {label}
    </label>
  );
}

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}

/** An on/off setting, announced as a switch. */
export function Switch({ label, checked, onChange, disabled }: SwitchProps) {
  const { css } = useCss();
  return (
    <label
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        cursor: 'pointer',
      })}
    >
      <span>{label}</span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={css({
          position: 'relative',
          width: 44,
          height: 26,
          flexShrink: 0,
          border: 0,
          borderRadius: 13,
          background: checked ? tokens.ink : tokens.line,
          cursor: 'pointer',
          '&::after': {
            content: '""',
            position: 'absolute',
            top: 3,
            left: checked ? 21 : 3,
            width: 20,
            height: 20,
            borderRadius: '50%',
            background: tokens.surface,
            transition: 'left 120ms',
          },
          '&:disabled': { opacity: 0.5 },
          ...focusRing,
        })}
      />
    </label>
  );
}
