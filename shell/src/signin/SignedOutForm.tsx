import type { ReactNode } from 'react';
import type { Translate } from './translate';

export interface SignedOutFormProps {
  t: Translate;
  /** Names the form's parts: its test id `<name>-form`, its title `<name>-title`, its intro `<name>-intro`. */
  name: string;
  title: string;
  intro: ReactNode;
  /** A call is on its way: the form says so to assistive technology. */
  busy: boolean;
  onSubmit: () => void;
  /** The sign-up form, opened from the sign-in card, goes without the app's name above its title. */
  withAppName?: boolean;
  /** The sign-in form shakes after a failed attempt (styles.ts stops it for reduced motion). */
  shaking?: boolean;
  /** The fields, then `SubmitWithNotice` and any links. */
  children: ReactNode;
}

/**
 * The card every signed-out form is drawn in: the app's name (shown where the brand panel is
 * not), the title that names the form, an intro, then its fields in one column. The browser's
 * own validation is off: each form says what is missing in its error panel, in the page's language.
 */
export function SignedOutForm({ t, name, title, intro, busy, onSubmit, withAppName = true, shaking = false, children }: SignedOutFormProps) {
  return (
    <form
      className={shaking ? 'sg-card is-shaking' : 'sg-card'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-labelledby={`${name}-title`}
      aria-busy={busy || undefined}
      data-testid={`${name}-form`}
      data-shaking={shaking || undefined}
    >
      {withAppName && <p className="sg-kicker">{t('common:app.name')}</p>}
      <h1 id={`${name}-title`}>{title}</h1>
      <p className="sg-subtitle" id={`${name}-intro`}>
        {intro}
      </p>
      <div className="sg-fields">{children}</div>
    </form>
  );
}
