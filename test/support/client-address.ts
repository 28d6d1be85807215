/**
 * The test stacks play CloudFront: they are started with this origin secret, so a request carrying it
 * in `X-Origin-Verify` is believed about its `CloudFront-Viewer-Address` (the client's address), as in AWS.
 */
export const TEST_ORIGIN_SECRET = 'test-origin-secret';

/** A random client address (documentation-free private range), fresh per call unless one is given. */
export const randomAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Headers that make a request come from `address` (a random one by default), through the test stack's "CloudFront". */
export const viewerHeaders = (address: string = randomAddress()): Record<string, string> => ({
  'x-origin-verify': TEST_ORIGIN_SECRET,
  'cloudfront-viewer-address': `${address}:${40_000 + Math.floor(Math.random() * 20_000)}`,
});
