import type { CallInput } from '../../lib/api-client';
import { api } from '../../lib/api-client';

const sms = (body: CallInput<'smsVerification'>['body']) => api.call('smsVerification', { body });
export const requestSmsCode = (input: { phoneNumber: string; dateOfBirth: string }) => sms({ action: 'request', ...input });
export const verifySmsCode = (code: string) => sms({ action: 'verify', code });
export const skipSmsVerification = () => sms({ action: 'skip' });
