import type { ReactNode } from 'react';

/**
 * A required field of a signed-out form: its label with a star (hidden from screen readers,
 * which hear the input's `required`), the input's box (the input, and a button inside it if
 * any), then what is said under it (hints, the strength meter).
 */
export function RequiredField({ inputId, label, children, below }: { inputId: string; label: string; children: ReactNode; below?: ReactNode }) {
  return (
    <div className="sg-field">
      <label htmlFor={inputId}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <div className="sg-input">{children}</div>
      {below}
    </div>
  );
}
