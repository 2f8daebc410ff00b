/** The webhook secret of the tests, in the Standard Webhooks form: `whsec_` and 32 bytes in base64. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('the tests sign webhooks with me!').toString('base64')}`;

/** The inbox account of the end-to-end run (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_TOTP_SECRET). */
export const TEST_STAFF = {
  email: 'coordinator@example.com',
  password: 'e2e coordinator password',
  // Base32 of 160 bits, as `npm run staff -- totp` makes one.
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;
