/** The webhook secret of the tests, in the Standard Webhooks form: `whsec_` and 32 bytes in base64. */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('the tests sign webhooks with me!').toString('base64')}`;
