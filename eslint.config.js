import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = path.resolve(import.meta.dirname, 'web/src/features');
/** Where a path lies under web/src/features: its feature and the rest of the path inside it (any depth), or undefined. */
const featurePart = (file) => {
  const rel = path.relative(featuresDir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [feature, ...inside] = rel.split(path.sep);
  return { feature, inside: inside.join('/') };
};
/** A feature's public entry: its folder or its index module; everything else in it is its own business. */
const isPublicEntry = (inside) => inside === '' || /^index(\.(ts|tsx|js))?$/.test(inside);

/**
 * web/src/features/<a>/** reaches another feature only through its public entry (features/<b> or features/<b>/index):
 * never a file inside it, at any depth. What both need otherwise lives in components/ or lib/, or is composed in app/.
 */
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          cross:
            "Feature '{{from}}' imports '{{inside}}' from inside feature '{{to}}'. Import its public entry (features/{{to}}/index.ts), or move what both need to web/src/components or web/src/lib, or compose them in web/src/app.",
        },
      },
      create(context) {
        const from = featurePart(context.filename)?.feature;
        if (!from) return {};
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          // The web has no alias into features/, so a relative import is the only way into one.
          const to = source.startsWith('.') && featurePart(path.resolve(path.dirname(context.filename), source));
          if (to && to.feature !== from && !isPublicEntry(to.inside)) context.report({ node, messageId: 'cross', data: { from, to: to.feature, inside: to.inside } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

const lambdasDir = path.resolve(import.meta.dirname, 'lambdas');
/** tsconfig.json's path aliases into lambdas/, resolved as the compiler does. */
const LAMBDA_ALIASES = { '@contract/': 'contract', '@domain/': 'domain' };
/** The layer a path lies in under lambdas/: its first folder, or a top-level module's name (errors.ts: errors); else undefined. */
const layerOf = (file) => {
  const rel = path.relative(lambdasDir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep)[0].replace(/\.[cm]?[jt]s$/, '');
};
/** Where an import lands, resolved from the importing file: a relative path or an alias; a package is undefined. */
const importedFile = (filename, source) => {
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  const alias = Object.keys(LAMBDA_ALIASES).find((prefix) => source.startsWith(prefix));
  return alias && path.join(lambdasDir, LAMBDA_ALIASES[alias], source.slice(alias.length));
};

/**
 * Arrows point one way in lambdas/ (README.md, the layout): for each layer, the layers it may not import, at any depth of
 * either folder. Shared enums and types live in the contract, which the domain imports, never the reverse.
 */
const LAYER_ARROWS = {
  contract: { refused: ['domain', 'ports', 'adapters', 'http', 'use-cases', 'handlers', 'composition', 'migrations'], why: 'the contract is shared with the web and imports only itself; put what both need in lambdas/contract' },
  domain: { refused: ['adapters', 'ports', 'http', 'use-cases', 'handlers', 'routes', 'errors', 'composition', 'migrations'], why: 'the domain is pure: it imports only the domain and the contract (use cases orchestrate ports and map rules to errors)' },
  ports: { refused: ['adapters', 'http', 'use-cases', 'handlers', 'composition', 'migrations'], why: 'a port says what the use cases need; the adapter implements it, never the reverse' },
  adapters: { refused: ['http', 'handlers', 'composition', 'migrations'], why: 'adapters talk to providers, never to HTTP, and are built by the composition root (lambdas/composition), never the reverse; what both need lives in ports, domain or contract' },
  'use-cases': { refused: ['adapters', 'http', 'handlers', 'composition', 'migrations'], why: 'use cases depend on ports (lambdas/ports) and speak in application errors; the route wrapper maps them to HTTP' },
  migrations: { refused: ['http', 'handlers', 'use-cases'], why: 'a one-off migration rewrites stored items through the adapters; it is run by a script, never by a route' },
};
const lambdaLayers = {
  rules: {
    'one-way': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { refused: "lambdas/{{from}} may not import lambdas/{{to}}: {{why}}." },
      },
      create(context) {
        const from = layerOf(context.filename);
        const arrows = from && LAYER_ARROWS[from];
        if (!arrows) return {};
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          const target = importedFile(context.filename, source);
          const to = target && layerOf(target);
          if (to && arrows.refused.includes(to)) context.report({ node, messageId: 'refused', data: { from, to, why: arrows.why } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
          TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
        };
      },
    },
  },
};

const apiClientFile = path.resolve(import.meta.dirname, 'web/src/lib/api-client.ts');
const apiTransportFile = path.resolve(import.meta.dirname, 'web/src/lib/api');
/** An API path in a string: `/api/` and a segment (a bare '/api/', as robots.txt's disallow, names no call). */
const API_PATH = /\/api\/[\w{$]/;

/**
 * The web calls the API only through its client (web/src/lib/api-client.ts, `api.call('routeName', …)`), typed from the
 * route table's contract: no file of web/src outside it writes an API path in a string or calls the transport under it.
 */
const webApi = {
  rules: {
    'through-the-client': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          path: "An API path in a string: call the API through web/src/lib/api-client.ts (api.call('routeName', { params, query, body })); the route table gives the path.",
          transport: "'request' is the API client's transport: call api.call('routeName', …) from web/src/lib/api-client.ts instead.",
        },
      },
      create(context) {
        if (context.filename === apiClientFile) return {};
        return {
          Literal: (node) => typeof node.value === 'string' && API_PATH.test(node.value) && context.report({ node, messageId: 'path' }),
          TemplateLiteral: (node) => API_PATH.test(node.quasis.map((q) => q.value.raw).join('${}')) && context.report({ node, messageId: 'path' }),
          ImportDeclaration: (node) => {
            const source = node.source.value;
            if (typeof source !== 'string' || !source.startsWith('.') || path.resolve(path.dirname(context.filename), source).replace(/\.ts$/, '') !== apiTransportFile) return;
            for (const spec of node.specifiers) if (spec.type === 'ImportSpecifier' && spec.imported.name === 'request') context.report({ node: spec, messageId: 'transport' });
          },
        };
      },
    },
  },
};

/**
 * A comment explains the code, not the tracker: a ticket number tells a reader without the tracker nothing. The reason
 * goes in the comment (a line or two) or in docs/decisions.md. Strings (test names, messages) are not comments.
 */
const TRACKER_CITATION = /\bissues? *#? *\d+|(?:^|[\s(])#\d{1,4}\b/i;
const sourceComments = {
  rules: {
    'no-tracker-numbers': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { tracker: 'This comment cites the tracker ("{{citation}}"): say the reason instead, here or in docs/decisions.md.' },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const citation = TRACKER_CITATION.exec(comment.value);
              if (citation) context.report({ loc: comment.loc, messageId: 'tracker', data: { citation: citation[0].trim() } });
            }
          },
        };
      },
    },
  },
};

/**
 * No Lambda carries pdf-lib or fontkit (every bundle is held to a size budget, docs/decisions.md "Lambda bundle size"): the server freezes a letter's content and
 * the browser renders the PDF (web/src/lib/letters, docs/letters.md). In every lambdas/** block that restricts imports,
 * since a later block's rule replaces an earlier one's.
 */
const NO_PDF_IN_LAMBDAS = { group: ['pdf-lib', 'pdf-lib/*', '@pdf-lib/*', 'fontkit', 'unpdf', '**/web/src/lib/letters/*'], message: 'No Lambda renders PDFs: the browser does (web/src/lib/letters, docs/letters.md).' };

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.cache', '.data', '.test-data', 'coverage', 'scripts/tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'source-comments': sourceComments },
    rules: { 'source-comments/no-tracker-numbers': 'error' },
  },
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
    files: ['lambdas/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_PDF_IN_LAMBDAS] }],
      // Stripe is called over its REST API (adapters/stripe-api.ts): its SDK builds all ~130 resources
      // in its constructor, 247 KB in every billing function (docs/decisions.md). Its types are welcome.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'stripe', allowTypeImports: true, message: 'Lambdas call Stripe over adapters/stripe-api.ts; import only types from the SDK.' }] },
      ],
    },
  },
  {
    // Which layer of lambdas/ may import which (LAYER_ARROWS above), by where the import lands.
    files: ['lambdas/**/*.ts'],
    plugins: { 'lambda-layers': lambdaLayers },
    rules: { 'lambda-layers/one-way': 'error' },
  },
  {
    // The domain is pure: no AWS, no I/O, no deps, no HTTP. It computes; use cases do the talking.
    files: ['lambdas/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_PDF_IN_LAMBDAS,
            { group: ['@aws-sdk/*', 'aws-*', '@aws-lambda-powertools/*', 'stripe'], message: 'The domain is pure: SDKs belong in lambdas/adapters.' },
            { group: ['node:fs*', 'node:net', 'node:http', 'node:https', 'node:child_process', 'fs', 'http', 'https'], message: 'The domain is pure: no I/O.' },
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
    // Use cases see ports (lambdas/ports), never an SDK: what they get is whatever implements the port.
    // Their layer arrows (no adapters, no HTTP) are lambda-layers/one-way's.
    files: ['lambdas/use-cases/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_PDF_IN_LAMBDAS,
            { group: ['stripe', '@aws-sdk/*'], message: 'Use cases depend on ports (lambdas/ports), never on an SDK.' },
          ],
        },
      ],
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
        { patterns: ['**/lambdas/adapters/*', '**/lambdas/composition/*', '**/lambdas/migrations/*', '**/lambdas/handlers/*', '**/lambdas/http/*', '**/lib/local/*', 'aws-cdk-lib', 'aws-cdk-lib/*', '@aws-sdk/*'] },
      ],
    },
  },
  {
    // The web reaches the API only through its typed client (webApi above).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'web-api': webApi },
    rules: { 'web-api/through-the-client': 'error' },
  },
  {
    // A feature never reaches into another: only through its public entry (docs/web.md, "Where things live").
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/no-cross-feature-imports': 'error' },
  },
);
