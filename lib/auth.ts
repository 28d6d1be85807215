import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { MIN_PASSWORD_LENGTH } from '../lambdas/contract/auth.js';
import { GROUPS } from '../lambdas/domain/roles.js';

/** Cognito: email sign-in, the six role groups, one public app client for the SPA. */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'Users', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Signup is the server's POST /api/auth/signup, which checks the referral code first.
      selfSignUpEnabled: false,
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: false, mutable: true } },
      passwordPolicy: {
        minLength: MIN_PASSWORD_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: 'The product spec sets a minimum of 6 characters, and OWASP ASVS 5 forbids composition rules; threat protection blocks compromised credentials.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is optional (TOTP) for consumers; requiring it at signup would turn away the clients the service exists for. Threat protection adds risk-based challenges.',
      },
    );
    for (const group of GROUPS) new cognito.CfnUserPoolGroup(this, `Group-${group}`, { userPoolId: this.userPool.userPoolId, groupName: group });

    this.client = this.userPool.addClient('Web', {
      authFlows: { userSrp: true, userPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      // The browser may change the name only: the email is the sign-in name and changes through the server (BROWSER_WRITABLE_ATTRIBUTES).
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ fullname: true }),
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
