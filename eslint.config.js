import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', '.test-data', 'coverage', 'scripts/tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The domain is pure: no AWS, no I/O, no deps, no HTTP. It computes; use cases do the talking.
    files: ['lambdas/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aws-sdk/*', 'aws-*', '@aws-lambda-powertools/*', 'stripe'], message: 'The domain is pure: SDKs belong in lambdas/adapters.' },
            { group: ['node:fs*', 'node:net', 'node:http', 'node:https', 'node:child_process', 'fs', 'http', 'https'], message: 'The domain is pure: no I/O.' },
            {
              group: ['../adapters/*', '../ports/*', '../use-cases/*', '../http/*', '../handlers/*', '../services/*', '../errors.js', '../routes.js', '../routes/*'],
              message: 'The domain is pure: it imports only the domain and the contract (use cases orchestrate ports and map rules to errors).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: ':function[async=true]', message: 'The domain is pure: nothing in it waits on I/O (move the orchestration to lambdas/use-cases).' },
        { selector: 'AwaitExpression', message: 'The domain is pure: nothing in it waits on I/O (move the orchestration to lambdas/use-cases).' },
      ],
    },
  },
  {
    // Use cases speak in application errors, never HTTP: the route wrapper maps them, once.
    files: ['lambdas/use-cases/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/http/*', '**/handlers/*'], message: 'Use cases know nothing of HTTP.' }] }],
    },
  },
  {
    // A handler parses, calls one use case and responds: errors are mapped by http/route.ts alone.
    files: ['lambdas/handlers/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'TryStatement', message: 'Handlers do not catch: throw typed errors (lambdas/errors.ts); http/route.ts maps them.' }],
    },
  },
  {
    // The browser never imports server code except the shared contract and pure domain.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/lambdas/adapters/*', '**/lambdas/handlers/*', '**/lambdas/http/*', '**/lib/local/*', 'aws-cdk-lib', 'aws-cdk-lib/*', '@aws-sdk/*'] },
      ],
    },
  },
);
