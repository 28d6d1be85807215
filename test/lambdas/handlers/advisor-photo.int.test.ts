import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { threadResponse } from '../../../lambdas/contract/secure-messages.js';
import { staffPhotoMessages as m, staffPhotoView, startStaffPhotoResponse } from '../../../lambdas/contract/staff-photo.js';
import { staffPhotoKey, staffPhotoPrefix } from '../../../lambdas/domain/staff-photo.js';
import { json } from '../../support/admin.js';
import { signedInClient, signedInStaff, type SignedInMember } from '../../support/advisors.js';
import { adminDeleteAndWait, api, useLocalStack } from '../../support/local.js';
import { EICAR } from '../../../lambdas/adapters/scanner.js';
import { applyPhotoScanResult, completePhotoUpload, startPhotoUpload } from '../../../lambdas/use-cases/staff/advisor-photo.js';

/** A staff member's own photo through the HTTP API of the local stack: upload, the type check, who sees it, removal, deletion. */
const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

type Member = SignedInMember;

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A JPEG's start of image and first segment marker, then filler. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);
/** An executable, named and declared as a PNG. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);

const newClient = (fullName: string) => signedInClient(deps, 'total', fullName);
const newStaff = (group: 'employee' | 'admin', fullName: string) => signedInStaff(deps, group, fullName);

const advise = (clientId: string, advisorId: string) => deps.advisors.set(clientId, { advisorId, assignedAt: new Date().toISOString(), assignedBy: 'test' }, null);

/** POST /api/admin/advisor-photo, the browser's presigned POST of `content`, then the completion. */
async function uploadPhoto(staff: Member, fileName: string, contentType: string, content: Buffer) {
  const started = await api('/api/admin/advisor-photo', json('POST', { contentType, fileName }, staff.token));
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { upload, uploadId } = startStaffPhotoResponse.parse(started.body);
  expect(upload.fields.key).toBe(staffPhotoKey(staff.id, uploadId));
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(content)], { type: contentType }), 'file');
  const sent = await fetch(upload.url, { method: 'POST', body: form });
  expect(sent.status).toBeLessThan(300);
  return api('/api/admin/advisor-photo/complete', json('POST', { uploadId }, staff.token));
}

const photoKeys = (staffId: string) => deps.files.listKeys(staffPhotoPrefix(staffId));
const keyOf = async (staffId: string) => {
  const photo = (await deps.users.getUser(staffId))?.photo;
  return photo ? staffPhotoKey(staffId, photo.uploadId) : undefined;
};

const advisorOf = async (client: Member) => threadResponse.parse((await api('/api/messages', { token: client.token })).body).advisor;

let admin: Member;
beforeAll(async () => {
  admin = await newStaff('admin', 'Alex Admin');
});

describe('an advisor’s own photo', () => {
  it('is uploaded as a real PNG, audited, and shown to their own client through a short-lived link of that photo', async () => {
    const advisor = await newStaff('employee', 'Morgan Advisor');
    const client = await newClient('Casey Client');
    await advise(client.id, advisor.id);
    expect((await advisorOf(client))?.photoUrl).toBeNull();

    const done = await uploadPhoto(advisor, 'me.png', 'image/png', PNG);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(staffPhotoView.parse(done.body).photoUrl).toBeTruthy();
    expect((await deps.users.getUser(advisor.id))?.photo).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.length });
    const audits = await deps.audit.listAudit(50);
    expect(audits.items.some((a) => a.action === 'advisor.photo' && a.actorId === advisor.id)).toBe(true);
    // The profile item's new attribute does not upset the staff member's own profile answer.
    expect((await api('/api/me', { token: advisor.token })).status).toBe(200);

    const url = (await advisorOf(client))?.photoUrl;
    expect(url).toContain(String(await keyOf(advisor.id)));
    expect(url).toMatch(/X-Amz-Expires=\d+/);
    const served = await fetch(String(url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // Replacing: the link serves the new photo, and the old one is gone from the bucket.
    expect((await uploadPhoto(advisor, 'me.jpg', 'image/jpeg', JPEG)).status).toBe(200);
    const replaced = await fetch(String((await advisorOf(client))?.photoUrl));
    expect(Buffer.from(await replaced.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await deps.users.getUser(advisor.id))?.photo?.contentType).toBe('image/jpeg');
    expect(await photoKeys(advisor.id)).toEqual([await keyOf(advisor.id)]);
  });

  it('refuses a file whose bytes are not a PNG or JPEG and deletes it, keeping the photo shown before', async () => {
    const advisor = await newStaff('employee', 'Riley Renamed');
    const refusedFirst = await uploadPhoto(advisor, 'me.png', 'image/png', EXE);
    expect(refusedFirst.status).toBe(400);
    expect(refusedFirst.body?.message).toBe(m.mismatch);
    expect(await photoKeys(advisor.id)).toEqual([]);
    expect((await deps.users.getUser(advisor.id))?.photo).toBeUndefined();

    expect((await uploadPhoto(advisor, 'me.png', 'image/png', PNG)).status).toBe(200);
    const kept = await keyOf(advisor.id);
    const refused = await uploadPhoto(advisor, 'me.jpg', 'image/jpeg', EXE);
    expect(refused.status).toBe(400);
    expect(await keyOf(advisor.id)).toBe(kept);
    expect(await photoKeys(advisor.id)).toEqual([kept]);
  });

  it('runs the malware scan on the photo: an infected one is refused and deleted, the photo shown before stays', async () => {
    const advisor = await newStaff('employee', 'Pat Scanned');
    expect((await uploadPhoto(advisor, 'me.png', 'image/png', PNG)).status).toBe(200);
    const kept = await keyOf(advisor.id);
    const infected = await uploadPhoto(advisor, 'me.png', 'image/png', Buffer.concat([PNG, Buffer.from(EICAR)]));
    expect(infected.status).toBe(400);
    expect(infected.body?.message).toBe(m.infected);
    expect(await photoKeys(advisor.id)).toEqual([kept]);
    expect(staffPhotoView.parse((await api('/api/admin/advisor-photo', { token: advisor.token })).body)).toMatchObject({ checking: false, photoUrl: expect.any(String) });
  });

  it('shows no one a photo whose scan has not answered (AWS), until GuardDuty’s result: clean shows it, a threat deletes it', async () => {
    const advisor = await newStaff('employee', 'Robin Pending');
    const client = await newClient('Sky Client');
    await advise(client.id, advisor.id);
    const pending = { ...deps, scanner: { verdict: async () => 'pending' as const } };
    const caller = { id: advisor.id, email: advisor.email };
    const upload = async () => {
      const { uploadId, upload } = await startPhotoUpload(pending, caller, { contentType: 'image/png', fileName: 'me.png' });
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'file');
      expect((await fetch(upload.url, { method: 'POST', body: form })).status).toBeLessThan(300);
      return { uploadId, view: await completePhotoUpload(pending, caller, { uploadId }) };
    };

    const first = await upload();
    expect(first.view).toMatchObject({ photoUrl: null, checking: true });
    expect((await advisorOf(client))?.photoUrl).toBeNull();
    const versionId = (await deps.users.getUser(advisor.id))?.photo?.versionId;
    // A result for another upload changes nothing; the clean result for this one shows it.
    expect(await applyPhotoScanResult(deps, { staffId: advisor.id, uploadId: 'another' }, versionId, 'clean')).toBeUndefined();
    expect(await applyPhotoScanResult(deps, { staffId: advisor.id, uploadId: first.uploadId }, versionId, 'clean')).toBe('shown');
    expect((await advisorOf(client))?.photoUrl).toBeTruthy();

    const second = await upload();
    expect((await advisorOf(client))?.photoUrl).toBeNull();
    const secondVersion = (await deps.users.getUser(advisor.id))?.photo?.versionId;
    expect(await applyPhotoScanResult(deps, { staffId: advisor.id, uploadId: second.uploadId }, secondVersion, 'infected')).toBe('deleted');
    expect((await deps.users.getUser(advisor.id))?.photo).toBeUndefined();
    expect(await photoKeys(advisor.id)).toEqual([]);
  });

  it('refuses a type other than JPEG or PNG before signing anything, and a completion with nothing uploaded', async () => {
    const advisor = await newStaff('employee', 'Jamie Nofile');
    const pdf = await api('/api/admin/advisor-photo', json('POST', { contentType: 'application/pdf', fileName: 'me.pdf' }, advisor.token));
    expect(pdf.status).toBe(400);
    const nothing = await api('/api/admin/advisor-photo/complete', json('POST', { uploadId: 'never-started' }, advisor.token));
    expect(nothing.status).toBe(400);
    expect(nothing.body?.message).toBe(m.notUploaded);
  });

  it('reaches a client only through their own advisor: another client sees their own advisor, never this one’s photo', async () => {
    const withPhoto = await newStaff('employee', 'Pat Pictured');
    const without = await newStaff('employee', 'Sam Initials');
    const mine = await newClient('Mine Client');
    const theirs = await newClient('Their Client');
    await advise(mine.id, withPhoto.id);
    await advise(theirs.id, without.id);
    expect((await uploadPhoto(withPhoto, 'me.png', 'image/png', PNG)).status).toBe(200);

    const other = await advisorOf(theirs);
    expect(other).toMatchObject({ userId: without.id, initials: 'SI', photoUrl: null });
    expect((await advisorOf(mine))?.photoUrl).toBeTruthy();
    // A client cannot use the staff routes to reach any photo (their own advisor's included).
    expect((await api('/api/admin/advisor-photo', { token: theirs.token })).status).toBe(403);
    expect((await api('/api/admin/advisor-photo', json('POST', { contentType: 'image/png', fileName: 'x.png' }, theirs.token))).status).toBe(403);
  });

  it('is removed on request (the client sees initials again) and with the staff member’s account', async () => {
    const advisor = await newStaff('employee', 'Drew Departing');
    const client = await newClient('Kept Client');
    await advise(client.id, advisor.id);
    expect((await uploadPhoto(advisor, 'me.png', 'image/png', PNG)).status).toBe(200);

    const removed = await api('/api/admin/advisor-photo', { method: 'DELETE', token: advisor.token });
    expect(removed.status).toBe(200);
    expect(staffPhotoView.parse(removed.body).photoUrl).toBeNull();
    expect(await photoKeys(advisor.id)).toEqual([]);
    expect(await advisorOf(client)).toMatchObject({ initials: 'DD', photoUrl: null });

    expect((await uploadPhoto(advisor, 'me.png', 'image/png', PNG)).status).toBe(200);
    expect(await photoKeys(advisor.id)).toHaveLength(1);
    const deleted = await adminDeleteAndWait(advisor.id, admin.token);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await photoKeys(advisor.id)).toEqual([]);
  });
});
