import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps, setDeps, type Deps } from '../../../lambdas/composition/deps.js';
import { assertConfig, guardDeps, missingConfig } from '../../../lambdas/adapters/needs.js';
import { ok } from '../../../lambdas/http/respond.js';
import { route } from '../../../lambdas/http/route.js';
import type { RouteDef } from '../../../lambdas/routes.js';
import { httpEvent } from '../../support/http-event.js';

const def = (needs: RouteDef['needs']): RouteDef => ({ id: 'Files', method: 'GET', path: '/api/files', handler: 'files', access: 'public', needs });
const local = { TABLE_NAME: 't', BUCKET_NAME: 'b', USER_POOL_ID: 'p', OUTBOX_FILE: '/tmp/outbox', LOCAL_KEY_FILE: '/tmp/key' };

describe('deps follow needs', () => {
  afterEach(() => setDeps(undefined));

  it('refuses an adapter the route did not declare, naming the route, the adapter and the need', () => {
    const deps = guardDeps(buildDeps(readConfig(local)), def({ table: 'read' }));
    expect(() => deps.files).toThrow('route Files used files without needs.bucket');
    expect(() => deps.directory).toThrow('route Files used directory without needs.directory');
    expect(deps.users).toBeDefined();
    expect(deps.now()).toBeInstanceOf(Date);
  });

  it('fails a route whose handler uses an undeclared adapter (500: the wrapper logs the error)', async () => {
    setDeps(buildDeps(readConfig(local)));
    const forgetful = route(def({ table: 'read' }), async (_input, deps) => ok({ n: await deps.files.deletePrefix('users/x/') }));
    const res = await forgetful(httpEvent({}));
    expect(res.statusCode).toBe(500);
    const declared = route(def({ table: 'read', bucket: 'read' }), async (_input, deps) => ok({ has: typeof deps.files.listKeys }));
    expect((await declared(httpEvent({}))).statusCode).toBe(200);
  });

  it('refuses a bucket or directory action the route did not list, naming the method and the action', () => {
    const deps = guardDeps(buildDeps(readConfig(local)), def({ table: 'describe', bucket: ['describe'], directory: ['create', 'setPassword', 'addToGroup'] }));
    expect(() => deps.files.listKeys).toThrow("route Files used files.listKeys without 'list' in needs.bucket");
    expect(() => deps.files.presignDownload).toThrow("route Files used files.presignDownload without 'download' in needs.bucket");
    expect(typeof deps.files.ping).toBe('function');
    expect(() => deps.directory.deleteUser).toThrow("route Files used directory.deleteUser without 'delete' in needs.directory");
    expect(() => deps.directory.signOutEverywhere).toThrow("route Files used directory.signOutEverywhere without 'signOut' in needs.directory");
    expect(() => deps.directory.ping).toThrow("without 'describe' in needs.directory");
    for (const m of ['createUser', 'setPassword', 'addToGroup'] as const) expect(typeof deps.directory[m]).toBe('function');
    // `describe` is the table's status: no item of any repository.
    expect(typeof deps.tableStatus.ping).toBe('function');
    expect(() => deps.users.getUser).toThrow("route Files used users.getUser with needs.table 'describe'");
    expect(() => deps.team.listTeam).toThrow("with needs.table 'describe'");
  });

  it('refuses a billing call the route did not list; `billing: true` allows every call', () => {
    const deps = guardDeps(buildDeps(readConfig(local)), def({ table: 'readwrite', billing: ['deleteCustomer'] }));
    expect(typeof deps.billing.deleteCustomer).toBe('function');
    expect(() => deps.billing.createCheckoutSession).toThrow("route Files used billing.createCheckoutSession without 'createCheckoutSession' in needs.billing");
    const every = guardDeps(buildDeps(readConfig(local)), def({ table: 'readwrite', billing: true }));
    expect(typeof every.billing.createCheckoutSession).toBe('function');
  });

  it('still reads the coarse spellings: read is every read action, readwrite every action', () => {
    const read = guardDeps(buildDeps(readConfig(local)), def({ table: 'read', bucket: 'read', directory: 'read' }));
    expect(typeof read.files.listKeys).toBe('function');
    expect(typeof read.directory.getUser).toBe('function');
    expect(() => read.files.deletePrefix).toThrow("without 'delete' in needs.bucket");
    expect(() => read.directory.createUser).toThrow("without 'create' in needs.directory");
    const all = guardDeps(buildDeps(readConfig(local)), def({ table: 'readwrite', bucket: 'readwrite', directory: 'readwrite' }));
    expect(typeof all.files.deletePrefix).toBe('function');
    expect(typeof all.directory.deleteUser).toBe('function');
  });

  it('fails a handler that calls a directory action its route did not declare', async () => {
    const deleted: string[] = [];
    const base = buildDeps(readConfig(local));
    setDeps({ ...base, directory: { ...base.directory, deleteUser: async (id: string) => void deleted.push(id) } });
    const deletes = async (_input: unknown, deps: Deps) => (await deps.directory.deleteUser('someone'), ok({}));
    expect((await route(def({ directory: ['read'] }), deletes)(httpEvent({}))).statusCode).toBe(500);
    expect(deleted).toEqual([]);
    expect((await route(def({ directory: ['read', 'delete'] }), deletes)(httpEvent({}))).statusCode).toBe(200);
    expect(deleted).toEqual(['someone']);
  });

  it('lets only an auditing function append to the audit log: staff routes and what names needs.audit', () => {
    const all = buildDeps(readConfig(local));
    const entry = { id: 'a1', at: '2026-11-28T00:00:00.000Z', actorId: 's', actorEmail: 's@x.test', action: 'client.view' as const, targetUserId: 'u', details: {} };
    expect(() => guardDeps(all, { id: 'Dashboard', access: 'user', needs: { table: 'readwrite' } }).audit.putAudit(entry)).toThrow(
      'route Dashboard used audit.putAudit without needs.audit',
    );
    expect(() => guardDeps(all, { id: 'SomeJob', needs: { table: 'readwrite' } }).audit.putAudit).toThrow(/without needs.audit/);
    expect(typeof guardDeps(all, { id: 'AdminClientView', access: ['admin'], needs: { table: 'readwrite' } }).audit.putAudit).toBe('function');
    expect(typeof guardDeps(all, { id: 'AdminDeletionWorker', needs: { table: 'readwrite', audit: true } }).audit.putAudit).toBe('function');
    // Reading the log is not writing it.
    expect(typeof guardDeps(all, { id: 'Dashboard', access: 'user', needs: { table: 'read' } }).audit.listAudit).toBe('function');
  });

  it('checks the variables of each declared need at cold start, and names the missing one', () => {
    expect(missingConfig({ table: 'read', bucket: 'read' }, readConfig({ TABLE_NAME: 't' }), {})).toEqual(['BUCKET_NAME']);
    expect(missingConfig({ billing: true }, readConfig(local), {})).toEqual(['STRIPE_SECRET_ARN']);
    expect(missingConfig({ billing: true }, readConfig(local), { STRIPE_SECRET_ARN: 'arn' })).toEqual([]);
    expect(missingConfig({ email: true }, readConfig({}), {})).toEqual(['MAIL_FROM']);
    expect(() => assertConfig(def({ directory: 'read' }), readConfig({}), {})).toThrow('Files cannot start: missing environment variable USER_POOL_ID');
    expect(missingConfig({}, readConfig({}), {})).toEqual([]);
  });

  it('a route with a missing variable answers 500 on every call without running the handler', async () => {
    setDeps(buildDeps(readConfig({ OUTBOX_FILE: '/tmp/outbox' })));
    let ran = false;
    const fn = route(def({ table: 'read' }), async () => ((ran = true), ok({})));
    expect((await fn(httpEvent({}))).statusCode).toBe(500);
    expect((await fn(httpEvent({}))).statusCode).toBe(500);
    expect(ran).toBe(false);
  });
});
