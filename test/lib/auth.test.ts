import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { BROWSER_WRITABLE_ATTRIBUTES } from '../../lambdas/contract/auth.js';
import { Auth } from '../../lib/auth.js';

const template = () => {
  const stack = new Stack();
  new Auth(stack, 'Auth');
  return Template.fromStack(stack);
};

describe('the user pool', () => {
  it('offers TOTP as the optional second factor (staff must enrol; clients may)', () => {
    template().hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('lets the browser write the name only, never the email (the sign-in name changes through the server)', () => {
    const [client] = Object.values(template().findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties.WriteAttributes).toEqual([...BROWSER_WRITABLE_ATTRIBUTES]);
    expect(client!.Properties.WriteAttributes).not.toContain('email');
  });
});
