import { Skeleton } from '@mantine/core';

/** The phone verification card's height (its title, text, two fields and buttons: 296-316 px as measured), held while its code loads. */
export const VERIFICATION_CARD_HEIGHT = 306;

/** `below`: the height of what shows under the card with it (a button), held too. */
export function VerificationLoading({ below = 0 }: { below?: number }) {
  return <Skeleton height={VERIFICATION_CARD_HEIGHT + below} radius="md" />;
}
