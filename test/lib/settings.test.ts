import { describe, expect, it } from 'vitest';
import { CHARGING_MODE_NOTE, readSettings, requireChargingMode, SETTINGS, webBuildMismatch } from '../../lib/settings.js';

const complete = {
  STAGE: 'prod',
  CHARGING_MODE: 'after-service',
  COMPANY_NAME: 'Acme Credit LLC',
  COMPANY_ADDRESS: '1 Main St, Springfield, IL 62701',
  MAIL_FROM: 'accounts@acme-credit.com',
  SITE_URL: 'https://app.acme-credit.com',
  SITE_PHONE: '+1 555 0100',
  SITE_SUPPORT_EMAIL: 'support@acme-credit.com',
  SITE_PRESS_EMAIL: 'press@acme-credit.com',
  SITE_PRIVACY_EMAIL: 'privacy@acme-credit.com',
  SITE_BUSINESS_CREDIT_LAUNCH: 'Spring 2027',
};
const noContext = () => undefined;
const problems = (context: (key: string) => unknown, env: Record<string, string>) => {
  try {
    readSettings(context, env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('deployment settings', () => {
  it('refuses early, naming every missing setting with its context key and environment variable', () => {
    const message = problems(noContext, {});
    for (const key of ['stage', 'chargingMode', 'companyName', 'companyAddress', 'mailFrom', 'siteUrl', 'sitePhone', 'siteSupportEmail', 'sitePressEmail', 'sitePrivacyEmail', 'siteBusinessCreditLaunch']) {
      expect(message).toContain(`${key} (-c ${key}=… or ${SETTINGS[key as keyof typeof SETTINGS][0]}): ${key} is required`);
    }
    // Optional ones are not reported.
    expect(message).not.toContain('domainName');
  });

  it('reads -c context before the environment, so -c stage=dev is not ignored', () => {
    const context = (key: string) => ({ stage: 'dev', companyName: 'From Context Inc' })[key];
    const settings = readSettings(context, complete);
    expect(settings.stage).toBe('dev');
    expect(settings.companyName).toBe('From Context Inc');
    expect(settings.mailFrom).toBe('accounts@acme-credit.com');
  });

  it('validates stage names, addresses and the site URL', () => {
    expect(problems(noContext, { ...complete, STAGE: 'Prod_1' })).toContain('stage must be 2-12 lowercase letters');
    expect(problems(noContext, { ...complete, MAIL_FROM: 'nobody' })).toContain('mailFrom must be an email address');
    expect(problems(noContext, { ...complete, SITE_URL: 'http://app.acme-credit.com' })).toContain('siteUrl must be an https:// URL');
  });

  it('accepts a custom domain only with its ACM certificate in us-east-1', () => {
    expect(problems(noContext, { ...complete, DOMAIN_NAME: 'app.acme-credit.com' })).toContain('domainName and certificateArn go together');
    const otherRegion = 'arn:aws:acm:us-west-2:123456789012:certificate/0b1c2d3e-aaaa-bbbb-cccc-1234567890ab';
    expect(problems(noContext, { ...complete, DOMAIN_NAME: 'app.acme-credit.com', CERTIFICATE_ARN: otherRegion })).toContain('certificateArn must be an ACM certificate in us-east-1');
    const settings = readSettings(noContext, { ...complete, DOMAIN_NAME: 'app.acme-credit.com', CERTIFICATE_ARN: otherRegion.replace('us-west-2', 'us-east-1'), ALARM_EMAILS: 'ops@acme-credit.com', MONTHLY_BUDGET_USD: '300' });
    expect(settings.domainName).toBe('app.acme-credit.com');
    expect(settings.monthlyBudgetUsd).toBe(300);
  });

  it('refuses to synthesize without a charging mode chosen explicitly, printing the law’s note (CROA §1679b(b))', () => {
    const { CHARGING_MODE: _unset, ...withoutMode } = complete;
    const message = problems(noContext, withoutMode);
    expect(message).toContain('chargingMode (-c chargingMode=… or CHARGING_MODE): chargingMode is required (upfront or after-service)');
    expect(message).toContain(CHARGING_MODE_NOTE);
    expect(CHARGING_MODE_NOTE).toContain('§1679b(b)');
    expect(problems(noContext, { ...complete, CHARGING_MODE: 'later' })).toContain('chargingMode must be upfront or after-service');
    // Only a charging-mode problem prints the note.
    expect(problems(noContext, { ...complete, STAGE: 'Prod_1' })).not.toContain('§1679b(b)');
    expect(readSettings(noContext, complete).chargingMode).toBe('after-service');
    expect(readSettings((key) => (key === 'chargingMode' ? 'upfront' : undefined), complete).chargingMode).toBe('upfront');
  });

  it('bin/synth.ts’s check: the mode or an error with the note, never a default', () => {
    expect(requireChargingMode('upfront')).toBe('upfront');
    expect(requireChargingMode('after-service')).toBe('after-service');
    for (const missing of [undefined, '', 'monthly']) {
      expect(() => requireChargingMode(missing)).toThrow(/^Cannot synthesize: chargingMode (is required|must be upfront or after-service)[\s\S]*§1679b\(b\)/);
    }
  });

  it('refuses a site built for another charging mode (its chat, FAQ and terms would say otherwise)', () => {
    expect(webBuildMismatch({ chargingMode: 'after-service' }, 'after-service')).toBeNull();
    expect(webBuildMismatch({ chargingMode: 'upfront' }, 'after-service')).toContain('CHARGING_MODE=after-service npm run build');
    expect(webBuildMismatch(null, 'upfront')).toContain('built for the charging mode (unknown)');
  });
});
