import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Executor,
  values: {
    url: string;
    storageKey: string;
    contentType: string;
    width: number;
    height: number;
    byteSize: number;
    uploadedBy: string;
  },
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('insert into uploads returned no row');
  return row;
}

/** The subset of `urls` that are recorded uploads. */
export async function knownUploadUrls(db: Executor, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, urls));
  return new Set(rows.map((row) => row.url));
}
