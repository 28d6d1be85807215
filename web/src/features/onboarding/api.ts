import { smsVerificationResponse } from '@contract/verification';
import { api } from '../../lib/api';

const sms = (body: object) => api('/verification/sms', { body, schema: smsVerificationResponse });
export const requestSmsCode = (input: { phoneNumber: string; dateOfBirth: string }) => sms({ action: 'request', ...input });
export const verifySmsCode = (code: string) => sms({ action: 'verify', code });
export const skipSmsVerification = () => sms({ action: 'skip' });
