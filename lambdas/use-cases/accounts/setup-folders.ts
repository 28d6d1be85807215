import { DOCUMENT_FOLDERS, folderPrefix, foldersReady } from '../../domain/users.js';
import { NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';

export interface SetupFoldersDeps {
  users: Pick<Deps['users'], 'getClient' | 'setClientFolders'>;
  files: Pick<Deps['files'], 'createFolder'>;
}

/** First login: the client's five document folders, under their own area of the bucket. Idempotent: `created` says whether this call made them. */
export async function setupFolders(deps: SetupFoldersDeps, userId: string): Promise<{ created: boolean; folders: Record<string, string> }> {
  const client = await deps.users.getClient(userId);
  if (!client) throw new NotFound('Only client accounts have document folders.');
  if (foldersReady(client)) return { created: false, folders: client.folderIds };
  const folders = Object.fromEntries(DOCUMENT_FOLDERS.map((f) => [f, folderPrefix(userId, f)]));
  await Promise.all(Object.values(folders).map((prefix) => deps.files.createFolder(prefix)));
  await deps.users.setClientFolders(userId, folders);
  return { created: true, folders };
}
