import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A message that would have left the system; locally it is kept here instead (never deployed). */
export interface OutboxMessage {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  /** Links found in the body, so tests and people can follow them. */
  links: string[];
  at: string;
}

/** Append-only JSON lines, so the handlers (in any process) and the local server share one outbox. */
export async function appendToOutbox(file: string, message: Omit<OutboxMessage, 'id' | 'at' | 'links'>): Promise<OutboxMessage> {
  const entry: OutboxMessage = {
    id: crypto.randomUUID(),
    at: new Date().toISOString(),
    links: [...message.body.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]),
    ...message,
  };
  await mkdir(dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
  return entry;
}

export async function readOutbox(file: string): Promise<OutboxMessage[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMessage);
}
