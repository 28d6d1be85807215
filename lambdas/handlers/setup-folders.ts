import { DOCUMENT_FOLDERS, folderPrefix, foldersReady } from '../domain/users.js';
import { NotFound } from '../errors.js';
import { created, ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** First login: the client's five document folders, under their own area of the bucket. Idempotent. */
export const handler = route(routes.setupFolders, async ({ caller }, deps) => {
  const client = await deps.store.getClient(caller.id);
  if (!client) throw new NotFound('Only client accounts have document folders.');
  if (foldersReady(client)) return ok({ created: false, folders: client.folderIds });
  const folders = Object.fromEntries(DOCUMENT_FOLDERS.map((f) => [f, folderPrefix(caller.id, f)]));
  await Promise.all(Object.values(folders).map((prefix) => deps.files.createFolder(prefix)));
  await deps.store.setClientFolders(caller.id, folders);
  return created({ created: true, folders });
});
