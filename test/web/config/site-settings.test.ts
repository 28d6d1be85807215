import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_SETTINGS, missingSiteSettings, siteSettingsFrom, telHref } from '../../../web/src/config/site-settings';
import { site } from '../../../web/src/config/site';

describe('site settings', () => {
  it('dial the number shown: digits, spacing and a vanity number’s letters', () => {
    expect(telHref('1-555-010-0100')).toBe('tel:+15550100100');
    expect(telHref('(555) 010-0100')).toBe('tel:+15550100100');
    expect(telHref('1-800-CREDITS')).toBe('tel:+18002733487');
  });

  it('default, locally, to values that are plainly not real, and the site uses them', () => {
    expect(siteSettingsFrom({})).toEqual(LOCAL_SITE_SETTINGS);
    expect(LOCAL_SITE_SETTINGS.phone).toMatch(/555/);
    expect(LOCAL_SITE_SETTINGS.supportEmail).toMatch(/@example\.com$/);
    expect(site.phone).toBe(LOCAL_SITE_SETTINGS.phone);
    expect(site.phoneHref).toBe(telHref(site.phone));
  });

  it('take each value from its environment variable', () => {
    const env = {
      SITE_PHONE: '1-800-555-0199',
      SITE_SUPPORT_EMAIL: 'help@acme-credit.us',
      SITE_PRESS_EMAIL: 'media@acme-credit.us',
      SITE_PRIVACY_EMAIL: 'dpo@acme-credit.us',
      SITE_BUSINESS_CREDIT_LAUNCH: 'in Q3 2027',
    };
    expect(siteSettingsFrom(env)).toEqual({
      phone: '1-800-555-0199',
      supportEmail: 'help@acme-credit.us',
      pressEmail: 'media@acme-credit.us',
      privacyEmail: 'dpo@acme-credit.us',
      businessCreditLaunch: 'in Q3 2027',
      chargingMode: 'upfront',
    });
    expect(missingSiteSettings(env)).toEqual([]);
    expect(siteSettingsFrom({ ...env, CHARGING_MODE: 'after-service' }).chargingMode).toBe('after-service');
  });

  it('name, for a deployment, every setting left unset or at a local placeholder', () => {
    expect(missingSiteSettings({ SITE_PHONE: LOCAL_SITE_SETTINGS.phone, SITE_SUPPORT_EMAIL: 'help@acme-credit.us', SITE_PRESS_EMAIL: 'press@x.local' })).toEqual([
      'SITE_PHONE',
      'SITE_PRESS_EMAIL',
      'SITE_PRIVACY_EMAIL',
      'SITE_BUSINESS_CREDIT_LAUNCH',
    ]);
  });
});
