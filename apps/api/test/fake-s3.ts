/** A stand-in S3 endpoint: the test's own HTTP server, and the app's S3 storage pointed at it. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { s3Storage, type Storage } from '../src/platform/storage';

/** Starts `server` on a free local port; answers its URL and an S3 storage on bucket "shop" there. */
export async function fakeS3At(
  server: Server,
  region: string,
): Promise<{ endpoint: string; storage: Storage }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const storage = s3Storage({ endpoint, bucket: 'shop', region, accessKeyId: 'K', secretAccessKey: 'S' });
  return { endpoint, storage };
}
