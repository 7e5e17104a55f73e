import type { ReactNode } from 'react';
import { SIGN_IN_CSS } from './styles';

/**
 * The frame of every signed-out page: its own CSS (nothing of MUI has loaded before sign-in) and
 * the column the card is centred in. The sign-in page adds its brand panel beside the column and
 * the language choice above the card; the pages of e-mailed links show the card alone.
 */
export function SignedOutFrame({ brand, top, children }: { brand?: ReactNode; top?: ReactNode; children: ReactNode }) {
  return (
    <main className="sg">
      <style href="openset-sign-in" precedence="default">
        {SIGN_IN_CSS}
      </style>
      {brand}
      <div className="sg-side">
        {top}
        <div className="sg-center">{children}</div>
      </div>
    </main>
  );
}
