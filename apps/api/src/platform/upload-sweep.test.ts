/**
 * The sweep of orphan uploads: files no row names, older than ORPHAN_UPLOAD_AGE_HOURS, go from
 * the local disk and from an S3-compatible bucket (a local HTTP server stands in for it).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileApp } from '../../test/file-app';
import { makeShoppers } from '../../test/factories';
import { fakeS3At } from '../../test/fake-s3';
import { ORPHAN_UPLOAD_AGE_HOURS, sweepOrphanUploads } from './upload-sweep';

const t = fileApp();

/** A key as the storage makes them, saved `hours` ago. */
const keyOf = (folder: string, hours: number) =>
  `${folder}/${(Date.now() - hours * 3600_000).toString(36)}-${randomBytes(12).toString('hex')}.jpg`;

const nameAsPicture = async (email: string, address: string) =>
  t.db.execute(sql`update users set image = ${address} where email = ${email}`);

describe('orphan uploads', () => {
  it('removes files on disk that no row names once they are old, keeping named and recent ones', async () => {
    const root = join(t.config.dataDir, 'uploads');
    const put = (key: string) => {
      mkdirSync(join(root, key, '..'), { recursive: true });
      writeFileSync(join(root, key), 'picture');
      return key;
    };
    const old = ORPHAN_UPLOAD_AGE_HOURS + 1;
    const named = put(keyOf('avatars', old));
    const orphans = [put(keyOf('avatars', old)), put(keyOf('proofs', old * 4))];
    const recent = put(keyOf('products', ORPHAN_UPLOAD_AGE_HOURS - 1));
    // Private files (proofs) are named by their key, not an address.
    const privateRoot = join(t.config.dataDir, 'private');
    const putPrivate = (key: string) => {
      mkdirSync(join(privateRoot, key, '..'), { recursive: true });
      writeFileSync(join(privateRoot, key), 'proof');
      return key;
    };
    const namedProof = putPrivate(keyOf('proofs', old));
    const orphanProof = putPrivate(keyOf('proofs', old));
    const [email, other] = await makeShoppers(t.db, 2);
    await nameAsPicture(email!, `/uploads/${named}`);
    await nameAsPicture(other!, namedProof);

    expect(await t.app.jobs.runNow('orphan-uploads')).toEqual({ orphanUploadsRemoved: 3 });
    for (const key of orphans) expect(existsSync(join(root, key))).toBe(false);
    expect(existsSync(join(root, named))).toBe(true);
    expect(existsSync(join(root, recent))).toBe(true);
    expect(existsSync(join(privateRoot, orphanProof))).toBe(false);
    expect(existsSync(join(privateRoot, namedProof))).toBe(true);
    expect(await t.app.jobs.runNow('orphan-uploads')).toEqual({ orphanUploadsRemoved: 0 });
  });

  it('removes them from an S3 bucket too, reading every page of its list', async () => {
    const old = ORPHAN_UPLOAD_AGE_HOURS + 1;
    const namedProof = keyOf('proofs', old);
    const keys = [
      keyOf('avatars', old),
      keyOf('discounts', old),
      keyOf('avatars', 1),
      `private/${namedProof}`,
      `private/${keyOf('proofs', old)}`,
    ];
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.method === 'DELETE') return res.writeHead(204).end();
      const query = new URL(req.url!, 'http://bucket').searchParams;
      const next = query.get('continuation-token');
      const listed = keys.filter((key) => key.startsWith(query.get('prefix') ?? ''));
      const page = next ? listed.slice(2) : listed.slice(0, 2);
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>shop</Name>` +
            page
              .map(
                (key) =>
                  `<Contents><Key>${key}</Key><LastModified>2026-01-01T00:00:00.000Z</LastModified></Contents>`,
              )
              .join('') +
            `<IsTruncated>${!next && listed.length > 2}</IsTruncated>` +
            (!next && listed.length > 2 ? '<NextContinuationToken>page+2&amp;</NextContinuationToken>' : '') +
            '</ListBucketResult>',
        );
    });
    const { endpoint, storage } = await fakeS3At(server, 'us-east-1');
    try {
      const [email, other] = await makeShoppers(t.db, 2);
      await nameAsPicture(email!, `${endpoint}/shop/${keys[0]}`);
      await nameAsPicture(other!, namedProof);
      expect(await sweepOrphanUploads(t.db, storage)).toEqual({ orphanUploadsRemoved: 2 });
      expect(seen).toEqual([
        'GET /shop/?list-type=2',
        `GET /shop/?list-type=2&continuation-token=${encodeURIComponent('page+2&')}`,
        `GET /shop/?list-type=2&prefix=${encodeURIComponent('private/')}`,
        `DELETE /shop/${keys[1]}`,
        `DELETE /shop/${keys[4]}`,
      ]);
    } finally {
      server.close();
    }
  });
});
