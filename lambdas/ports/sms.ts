/** The SMS port: one-time codes to a phone number in E.164 form. */
export interface Sms {
  send(phoneNumber: string, message: string): Promise<void>;
}
