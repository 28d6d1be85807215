import { Stack, Validations } from 'aws-cdk-lib';
import * as smsvoice from 'aws-cdk-lib/aws-smsvoice';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

/** The US and its territories, which the app's numbers (+1, US area codes) may reach. */
export const SMS_ALLOWED_COUNTRIES = ['US', 'PR', 'VI', 'GU', 'MP', 'AS'] as const;

/**
 * The other countries of the North American Numbering Plan: a "+1" number there is an international text, the
 * usual target of SMS pumping. The app only ever forms +1 numbers, so these are the countries it could reach
 * by mistake (lambdas/domain/phone.ts refuses their area codes first).
 */
export const SMS_BLOCKED_COUNTRIES = [
  'CA', 'AG', 'AI', 'BB', 'BM', 'BS', 'DM', 'DO', 'GD', 'JM', 'KN', 'KY', 'LC', 'MS', 'SX', 'TC', 'TT', 'VC', 'VG',
] as const;

/**
 * The account's default End User Messaging protect configuration, which SNS's texts go through: SMS is allowed to
 * the US and its territories and blocked to the rest of +1, so a bug or an attacker that gets past the
 * application's own check still cannot send a code abroad. CloudFormation can create a protect configuration
 * but not make it the account's default (which is what SNS uses), so a custom resource calls
 * SetAccountDefaultProtectConfiguration, and removes the default again when the stack is deleted.
 */
export class SmsCountryRules extends Construct {
  readonly protectConfiguration: smsvoice.CfnProtectConfiguration;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.protectConfiguration = new smsvoice.CfnProtectConfiguration(this, 'ProtectConfiguration', {
      countryRuleSet: {
        sms: [
          ...SMS_ALLOWED_COUNTRIES.map((countryCode) => ({ countryCode, protectStatus: 'ALLOW' })),
          ...SMS_BLOCKED_COUNTRIES.map((countryCode) => ({ countryCode, protectStatus: 'BLOCK' })),
        ],
      },
      deletionProtectionEnabled: true,
    });
        const makeDefault: cr.AwsSdkCall = {
      service: 'PinpointSMSVoiceV2',
      action: 'SetAccountDefaultProtectConfiguration',
      parameters: { ProtectConfigurationId: this.protectConfiguration.attrProtectConfigurationId },
      physicalResourceId: cr.PhysicalResourceId.of(this.protectConfiguration.attrProtectConfigurationId),
    };
    new cr.AwsCustomResource(this, 'AccountDefault', {
      onCreate: makeDefault,
      onUpdate: makeDefault,
      onDelete: { service: 'PinpointSMSVoiceV2', action: 'DeleteAccountDefaultProtectConfiguration', parameters: {} },
      policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: [this.protectConfiguration.attrArn] }),
      installLatestAwsSdk: false,
    });
    const provider = Stack.of(this).node.tryFindChild(`AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    if (provider) {
      Validations.of(provider).acknowledge(
        { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'The CDK custom-resource provider runs with AWSLambdaBasicExecutionRole (its own CloudWatch log group, nothing else).' },
        { id: 'AwsSolutions-L1', reason: 'The CDK custom-resource provider pins its own Node runtime, which this stack does not choose.' },
      );
    }
  }
}
