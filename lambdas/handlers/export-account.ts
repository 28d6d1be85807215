import { userFilePrefix } from '../domain/documents.js';
import { json } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** Sealed secrets stay sealed: their ciphertext is of no use to the user and is left out. */
const withoutSecrets = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([, v]) => !(v && typeof v === 'object' && 'wrappedKey' in v)));

/** Privacy: everything we hold about the caller, as one JSON download. */
export const handler = route(routes.exportAccount, async ({ caller }, deps) => {
  const [items, files] = await Promise.all([deps.store.exportItems(caller.id), deps.files.listKeys(userFilePrefix(caller.id))]);
  const body = {
    exportedAt: deps.now().toISOString(),
    account: { id: caller.id, email: caller.email, groups: caller.groups },
    items: items.map(withoutSecrets),
    files: files.filter((key) => !key.endsWith('/')),
  };
  return json(200, body, { 'content-disposition': `attachment; filename="my-data-${body.exportedAt.slice(0, 10)}.json"` });
});
