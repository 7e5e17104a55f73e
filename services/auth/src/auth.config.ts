/** Configuration of the auth service, read once from the environment. */
export const authConfig = {
  /** Where closed professional and trial accounts are sent to reactivate (spec section 4). */
  billingCheckoutUrl: process.env.BILLING_CHECKOUT_URL || 'https://billing.openset.example/checkout',
  /**
   * Argon2id memory cost in KiB. Unset means the library's recommended default (19 MiB, t=2, p=1);
   * test stacks may lower it because every test account hashes a password.
   */
  argon2MemoryKib: process.env.ARGON2_MEMORY_KIB ? Number(process.env.ARGON2_MEMORY_KIB) : undefined,
  /**
   * Wrong secrets (passwords) allowed from one IP address per 15 minutes (default 20). A test
   * stack, where every test signs in from the loopback address, may raise it; never raise it in
   * production.
   */
  addressMaxFailures: Number(process.env.LOGIN_IP_MAX_FAILURES) || 20,
  /** Where people reach the product: the links of reset e-mails start here (PUBLIC_URL, as the portal's links). */
  publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/+$/, ''),
  /** Test-only subjects (moving session clocks); never set outside the test stack. */
  testHooks: process.env.OPENSET_TEST_HOOKS === '1' && process.env.NODE_ENV !== 'production',
};
