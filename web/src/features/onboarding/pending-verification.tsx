import { useQueryClient } from '@tanstack/react-query';
import { dashboardKey } from '../../lib/dashboard';
import { verificationMessages } from '@contract/verification-messages';
import { SmsVerification } from './sms-verification';

/** Verification pending (a code was sent and is still good): only the verification form, at its code step. */
export function PendingVerification({ phoneLast4 }: { phoneLast4: string | null }) {
  const queryClient = useQueryClient();
  return (
    <SmsVerification
      startAtCode
      sentTo={phoneLast4 ? `the number ending in ${phoneLast4}` : null}
      successToast={{ message: verificationMessages.completed }}
      onDone={() => void queryClient.invalidateQueries({ queryKey: dashboardKey })}
    />
  );
}
