import type { ReactNode } from 'react';

/** A refusal on a signed-out page, announced at once (role="alert"). */
export function ErrorNotice({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <div className="sg-notice error" role="alert" data-testid={testId}>
      {children}
    </div>
  );
}
