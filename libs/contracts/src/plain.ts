// The entry point `@openset/contracts/plain`: the part of the contracts that is plain data and
// types, without zod, for a page that must show before the schemas load (the shell's sign-in
// start-up). The main entry exports all of it too; only types come from the schema modules.
export * from './route.js';
export * from './lang.js';
export * from './error-codes.js';
export * from './auth/session.js';
export * from './auth/addresses.js';
export type { BootstrapResponse, LoginRequest, LoginResponse, SignedIn } from './auth/login.js';
export * from './auth/password-plain.js';
export * from './auth/sign-in-plain.js';
export * from './auth/sign-in-link-plain.js';
export * from './auth/lifecycle-plain.js';
export * from './auth/lifecycle-addresses.js';
export * from './auth/referral-plain.js';
export type { SignUpConfirmed, SignUpSent, TrialSignUpInput } from './auth/lifecycle.js';
export type { Role } from './principal.js';
