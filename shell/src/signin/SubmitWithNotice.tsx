import type { ReactNode } from 'react';

/**
 * The end of a signed-out form: the notice of the last attempt, in a region that is always there
 * so that a screen reader announces it as it appears, then the submit button, which names what it
 * is doing and cannot be pressed again while a call is on its way.
 */
export function SubmitWithNotice({
  notice,
  busy,
  label,
  busyLabel,
  disabled = false,
}: {
  notice: ReactNode;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Not ready to send for another reason than a call on its way (an incomplete code). */
  disabled?: boolean;
}) {
  return (
    <>
      <div aria-live="assertive">{notice}</div>
      <button type="submit" className="sg-submit" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
