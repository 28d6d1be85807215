import { Skeleton } from '@mantine/core';

/** About the phone verification card's height (its title, text, two fields and buttons), held while its code loads. */
export const VERIFICATION_CARD_HEIGHT = 330;

export function VerificationLoading() {
  return <Skeleton height={VERIFICATION_CARD_HEIGHT} radius="md" aria-label="Loading the phone verification" />;
}
