import { emptyObjectSchema, noBodySchema } from '../common.js';
import { defineRoute } from '../route.js';
import { clinicianBillingSchema, referralSchema } from './billing.js';

/** Settings > Billing and Settings > Refer of a clinician. */
export const billingRoutes = {
  clinicianBilling: defineRoute({
    method: 'GET',
    path: '/clinician/billing',
    subject: 'auth.clinician.billing',
    access: 'clinician',
    tag: 'clinician',
    summary: 'Plan, status and trial days left, with the address of the billing system for an account that pays for itself',
    params: emptyObjectSchema,
    query: emptyObjectSchema,
    body: noBodySchema,
    response: clinicianBillingSchema,
  }),
  clinicianReferral: defineRoute({
    method: 'GET',
    path: '/clinician/referral',
    subject: 'auth.clinician.referral',
    access: 'clinician',
    tag: 'clinician',
    summary: 'The referral link (its code made on the first call) and how many accounts signed up through it; staff, student and demo accounts have none',
    params: emptyObjectSchema,
    query: emptyObjectSchema,
    body: noBodySchema,
    response: referralSchema,
  }),
};
