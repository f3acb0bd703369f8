/**
 * Where uploaded files live (DESIGN §2): local disk under DATA_DIR/uploads (served at /uploads/) by
 * default, an S3-compatible bucket when S3_* is configured (several API instances then share the
 * files). Features hand it clean bytes (platform/images.ts) and keep the address it answers.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Config } from './config';

export interface StoredFile {
  bytes: Buffer;
  ext: string;
  contentType: string;
}

export interface Storage {
  /** Keeps a file under `folder` with a new random name; answers the address to show it at. */
  save(folder: string, file: StoredFile): Promise<string>;
  /** Drops a file this storage answered earlier (a replaced picture); unknown addresses are ignored. */
  remove(address: string): Promise<void>;
  /** Every file kept, by the address `save` answered and when it was saved (the orphan sweep). */
  list(): Promise<SavedFile[]>;
}

export interface SavedFile {
  address: string;
  savedAt: Date;
}

const FOLDER = /^[a-z0-9-]+$/;

/** When a key was made, from its first part; null for a name `newKey` did not make. */
function keyTime(key: string): Date | null {
  const match = /^[a-z0-9-]+\/([a-z0-9]+)-[0-9a-f]{24}\.[a-z0-9]+$/.exec(key);
  if (!match) return null;
  const ms = Number.parseInt(match[1]!, 36);
  return Number.isSafeInteger(ms) ? new Date(ms) : null;
}

function newKey(folder: string, ext: string): string {
  if (!FOLDER.test(folder) || !/^[a-z0-9]+$/.test(ext))
    throw new TypeError(`bad storage key ${folder}/*.${ext}`);
  return `${folder}/${Date.now().toString(36)}-${randomBytes(12).toString('hex')}.${ext}`;
}

/** Files under `root` (DATA_DIR/uploads), shown at /uploads/<key>. */
export function localStorage(root: string): Storage {
  return {
    async save(folder, file) {
      const key = newKey(folder, file.ext);
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.bytes, { flag: 'wx' });
      return `/uploads/${key}`;
    },
    async remove(address) {
      if (!address.startsWith('/uploads/')) return;
      const path = normalize(join(root, address.slice('/uploads/'.length)));
      if (!path.startsWith(normalize(root))) return;
      await rm(path, { force: true });
    },
    async list() {
      const files: SavedFile[] = [];
      const folders = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const folder of folders) {
        if (!folder.isDirectory() || !FOLDER.test(folder.name)) continue;
        for (const name of await readdir(join(root, folder.name))) {
          const key = `${folder.name}/${name}`;
          // A name of another making: its file's time.
          const savedAt = keyTime(key) ?? (await stat(join(root, key))).mtime;
          files.push({ address: `/uploads/${key}`, savedAt });
        }
      }
      return files;
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2...), path-style URLs, requests signed with AWS
 * Signature Version 4. Files are read at `<endpoint>/<bucket>/<key>` (the bucket's policy makes
 * them public).
 */
export function s3Storage(s3: S3Settings, fetcher: typeof fetch = fetch): Storage {
  const base = s3.endpoint.replace(/\/+$/, '');
  const send = async (method: 'GET' | 'PUT' | 'DELETE', key: string, file?: StoredFile) => {
    const url = new URL(`${base}/${s3.bucket}/${key}`);
    const headers = signS3Request({
      method,
      url,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      body: file?.bytes ?? Buffer.alloc(0),
      headers: file ? { 'content-type': file.contentType } : {},
      now: new Date(),
    });
    const response = await fetcher(url, {
      method,
      headers,
      body: file ? new Uint8Array(file.bytes) : undefined,
    });
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(
        `S3 ${method} ${key} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    }
    return response;
  };
  return {
    async save(folder, file) {
      const key = newKey(folder, file.ext);
      await send('PUT', key, file);
      return `${base}/${s3.bucket}/${key}`;
    },
    async remove(address) {
      const prefix = `${base}/${s3.bucket}/`;
      if (!address.startsWith(prefix)) return;
      await send('DELETE', address.slice(prefix.length));
    },
    async list() {
      // ListObjectsV2, a thousand keys a page.
      const files: SavedFile[] = [];
      let token: string | null = null;
      do {
        const query: string = `?list-type=2${token ? `&continuation-token=${encodeURIComponent(token)}` : ''}`;
        const xml: string = await (await send('GET', query)).text();
        for (const [, object] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(object!)?.[1]);
          const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(object!)?.[1];
          if (!key) continue;
          const savedAt = keyTime(key) ?? (modified ? new Date(modified) : null);
          if (savedAt) files.push({ address: `${base}/${s3.bucket}/${key}`, savedAt });
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1]) || null
          : null;
      } while (token);
      return files;
    },
  };
}

/** The text of an XML element's content (S3 escapes &, <, >, " and '). */
function xmlText(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The storage the configuration names: S3 when every S3_* setting is there, else local disk. */
export function storageFor(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = config.s3;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return s3Storage({ endpoint, bucket, region: region ?? 'us-east-1', accessKeyId, secretAccessKey });
  }
  return localStorage(join(config.dataDir, 'uploads'));
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (each path segment; `/` kept between them). */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) =>
      encodeURIComponent(decodeURIComponent(segment)).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

export interface SignInput {
  method: string;
  url: URL;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  body: Buffer;
  /** Extra headers to sign and send (lower-case names). */
  headers: Record<string, string>;
  now: Date;
}

/** The headers of an S3 request signed with AWS Signature Version 4 (service `s3`). */
export function signS3Request(input: SignInput): Record<string, string> {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    'x-amz-content-sha256': sha256(input.body),
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    input.method,
    encodePath(input.url.pathname),
    canonicalQuery,
    names.map((n) => `${n}:${lower[n]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
