import { isClinicianType, type AccountType, type BillingPayer } from '@openset/contracts';
import { forbidden } from '@openset/server-kit';

/**
 * Who pays for a clinician's account: professionals and trials themselves (the checkout link),
 * staff through their clinic's manager, nobody for a free student account or the demo.
 */
export function payerOf(type: AccountType): BillingPayer {
  if (!isClinicianType(type)) throw forbidden('Not allowed for this account type');
  switch (type) {
    case 'professional':
    case 'trial':
      return 'self';
    case 'staff':
      return 'clinic';
    case 'student':
      return 'student';
    case 'demo':
      return 'demo';
  }
}
