/**
 * Checks a synthesized CloudFormation template against CloudFormation's published resource schemas
 * (@aws-cdk/aws-service-spec): every resource type exists, every property is known and typed right,
 * every required property is present. The published database carries no name patterns or lengths,
 * so NAME_RULES adds those for the names this app sets, from the CloudFormation reference.
 */
import type { SpecDatabase } from '@aws-cdk/service-spec-types';
import type { PropertyType, ResourceProperties } from '@aws-cdk/service-spec-types/lib/types/resource.js';

interface NameRule {
  min: number;
  max: number;
  pattern: RegExp;
}

/** Name properties and their rules (CloudFormation / service API reference). */
export const NAME_RULES: Record<string, Record<string, NameRule>> = {
  'AWS::S3::Bucket': { BucketName: { min: 3, max: 63, pattern: /^[a-z0-9][a-z0-9.-]*[a-z0-9]$/ } },
  'AWS::DynamoDB::GlobalTable': { TableName: { min: 3, max: 255, pattern: /^[a-zA-Z0-9_.-]+$/ } },
  'AWS::DynamoDB::Table': { TableName: { min: 3, max: 255, pattern: /^[a-zA-Z0-9_.-]+$/ } },
  'AWS::Lambda::Function': { FunctionName: { min: 1, max: 64, pattern: /^[a-zA-Z0-9_-]+$/ } },
  'AWS::IAM::Role': { RoleName: { min: 1, max: 64, pattern: /^[\w+=,.@-]+$/ } },
  'AWS::Logs::LogGroup': { LogGroupName: { min: 1, max: 512, pattern: /^[.\-_/#A-Za-z0-9]+$/ } },
  'AWS::SQS::Queue': { QueueName: { min: 1, max: 80, pattern: /^[a-zA-Z0-9_-]+(\.fifo)?$/ } },
  'AWS::SNS::Topic': { TopicName: { min: 1, max: 256, pattern: /^[a-zA-Z0-9_-]+(\.fifo)?$/ } },
  'AWS::CloudFront::Function': { Name: { min: 1, max: 64, pattern: /^[a-zA-Z0-9_-]+$/ } },
  'AWS::CloudFront::ResponseHeadersPolicy': {},
  'AWS::CloudWatch::Alarm': { AlarmName: { min: 1, max: 255, pattern: /^[\P{Cc}]+$/u } },
  'AWS::CloudWatch::Dashboard': { DashboardName: { min: 1, max: 255, pattern: /^[A-Za-z0-9_-]+$/ } },
  'AWS::WAFv2::WebACL': { Name: { min: 1, max: 128, pattern: /^[\w-]+$/ } },
  'AWS::SecretsManager::Secret': { Name: { min: 1, max: 512, pattern: /^[\w/+=.@-]+$/ } },
  'AWS::SSM::Parameter': { Name: { min: 1, max: 2048, pattern: /^[\w./-]+$/ } },
  'AWS::Cognito::UserPool': { UserPoolName: { min: 1, max: 128, pattern: /^[\w\s+=,.@-]+$/ } },
  'AWS::Cognito::UserPoolGroup': { GroupName: { min: 1, max: 128, pattern: /^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u } },
};

const isIntrinsic = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && /^(Ref|Fn::|Condition$)/.test(Object.keys(value)[0]!);

/** Every problem of one template, as `LogicalId.Path: what is wrong`. */
export function checkTemplate(template: { Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }> }, db: SpecDatabase): string[] {
  const problems: string[] = [];

  const checkProperties = (at: string, given: unknown, spec: ResourceProperties) => {
    if (isIntrinsic(given)) return;
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      problems.push(`${at}: expected an object, got ${JSON.stringify(given)}`);
      return;
    }
    const values = given as Record<string, unknown>;
    for (const [name, value] of Object.entries(values)) {
      const property = spec[name];
      if (!property) problems.push(`${at}.${name}: unknown property`);
      else checkValue(`${at}.${name}`, value, property.type);
    }
    for (const [name, property] of Object.entries(spec)) {
      if (property.required && !(name in values)) problems.push(`${at}.${name}: required property missing`);
    }
  };

  /** Whether a value fits a type (collecting problems only when `report`). */
  const fits = (at: string, value: unknown, type: PropertyType, report: boolean): boolean => {
    const before = problems.length;
    checkValue(at, value, type);
    const ok = problems.length === before;
    if (!report) problems.length = before;
    return ok;
  };

  const checkValue = (at: string, value: unknown, type: PropertyType): void => {
    if (isIntrinsic(value)) return;
    const wrong = (expected: string) => problems.push(`${at}: expected ${expected}, got ${JSON.stringify(value)?.slice(0, 80)}`);
    switch (type.type) {
      case 'string':
        if (typeof value !== 'string' && typeof value !== 'number') return void wrong('a string');
        if (type.allowedValues && typeof value === 'string' && !type.allowedValues.includes(value)) wrong(`one of ${type.allowedValues.join(', ')}`);
        return;
      case 'number':
      case 'integer':
        if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) return;
        return void wrong(`a ${type.type}`);
      case 'boolean':
        if (typeof value === 'boolean' || value === 'true' || value === 'false') return;
        return void wrong('a boolean');
      case 'date-time':
        if (typeof value !== 'string') wrong('a date-time string');
        return;
      case 'json':
      case 'null':
        return;
      case 'tag':
        if (typeof value !== 'object' || value === null || !('Key' in value) || !('Value' in value)) wrong('a tag {Key, Value}');
        return;
      case 'array':
        if (!Array.isArray(value)) return void wrong('a list');
        value.forEach((element, i) => checkValue(`${at}[${i}]`, element, type.element));
        return;
      case 'map':
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return void wrong('a map');
        for (const [key, element] of Object.entries(value)) checkValue(`${at}.${key}`, element, type.element);
        return;
      case 'union':
        if (!type.types.some((t) => fits(at, value, t, false))) fits(at, value, type.types[0]!, true);
        return;
      case 'ref':
        checkProperties(at, value, db.get('typeDefinition', type.reference.$ref).properties);
        return;
    }
  };

  for (const [logicalId, resource] of Object.entries(template.Resources ?? {})) {
    if (resource.Type.startsWith('Custom::') || resource.Type === 'AWS::CloudFormation::CustomResource') continue;
    const [spec] = db.lookup('resource', 'cloudFormationType', 'equals', resource.Type);
    if (!spec) {
      problems.push(`${logicalId}: unknown resource type ${resource.Type}`);
      continue;
    }
    checkProperties(logicalId, resource.Properties ?? {}, spec.properties);
    for (const [name, rule] of Object.entries(NAME_RULES[resource.Type] ?? {})) {
      const value = resource.Properties?.[name];
      if (typeof value !== 'string') continue; // absent (CloudFormation names it) or built by an intrinsic
      if (value.length < rule.min || value.length > rule.max) problems.push(`${logicalId}.${name}: length ${value.length} outside ${rule.min}..${rule.max}`);
      if (!rule.pattern.test(value)) problems.push(`${logicalId}.${name}: "${value}" does not match ${rule.pattern}`);
    }
  }
  return problems;
}
