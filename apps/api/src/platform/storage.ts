/**
 * Where uploaded files live (docs/architecture.md §2): local disk under DATA_DIR/uploads (served at /uploads/) by
 * default, an S3-compatible bucket when S3_* is configured (several API instances then share the
 * files). Features hand it clean bytes (platform/images.ts) and keep the address it answers.
 *
 * Private files (a shopper's proof of transfer) are kept apart, never at an address anyone can
 * open: DATA_DIR/private on disk, the bucket's `private/` prefix on S3. The feature keeps the key
 * `save` answers and serves the bytes `read` gives through a route that checks who asks.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
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
  /** Private files: kept under `folder` with a new random name; answers the key, not an address. */
  readonly private: {
    save(folder: string, file: StoredFile): Promise<string>;
    /** The file of a key `save` answered (or an address the storage gave before files were private). */
    read(key: string): Promise<StoredFile | null>;
    remove(key: string): Promise<void>;
    /** Every private file kept, by its key and when it was saved (the orphan sweep). */
    list(): Promise<SavedFile[]>;
  };
  /** Every public file kept, by the address `save` answered and when it was saved (the orphan sweep). */
  list(): Promise<SavedFile[]>;
}

/** A kept file: its address (public) or key (private), and when it was saved. */
export interface SavedFile {
  address: string;
  savedAt: Date;
}

/**
 * Folders once served publicly under uploads/ whose files are private now: the local storage moves
 * what is left there into the private folder when it starts.
 */
const ONCE_PUBLIC = ['proofs'];
/** A key as newKey makes them: folder, time, random part, extension. */
const KEY = /^[a-z0-9-]+\/[a-z0-9]+-[0-9a-f]{24}\.([a-z0-9]+)$/;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The key's file extension and content type, or null for anything that is not a key. */
function readKey(key: string): { ext: string; contentType: string } | null {
  const ext = KEY.exec(key)?.[1];
  if (!ext) return null;
  return { ext, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
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

/** Moves files of once-public folders from uploads/ into the private folder (none: nothing to do). */
async function moveOncePublic(root: string, privateRoot: string): Promise<void> {
  for (const folder of ONCE_PUBLIC) {
    const from = join(root, folder);
    const names = await readdir(from).catch(() => [] as string[]);
    if (names.length === 0) continue;
    await mkdir(join(privateRoot, folder), { recursive: true });
    for (const name of names) await rename(join(from, name), join(privateRoot, folder, name));
    await rmdir(from).catch(() => undefined);
  }
}

/** The files of the key folders under `root` (a folder of another making is skipped). */
async function listFolders(root: string, addressOf: (key: string) => string): Promise<SavedFile[]> {
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
      files.push({ address: addressOf(key), savedAt });
    }
  }
  return files;
}

/**
 * Files under `root` (DATA_DIR/uploads), shown at /uploads/<key>; private files under
 * `privateRoot` (DATA_DIR/private), which nothing serves.
 */
export function localStorage(root: string, privateRoot: string = join(dirname(root), 'private')): Storage {
  // Started now, so a proof left in uploads/ is out of it when the API starts; awaited by private reads.
  const moved = moveOncePublic(root, privateRoot);
  moved.catch(() => undefined);
  const privatePath = async (key: string) => {
    await moved;
    return readKey(key) ? join(privateRoot, key) : null;
  };
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
    private: {
      async save(folder, file) {
        await moved;
        const key = newKey(folder, file.ext);
        const path = join(privateRoot, key);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, file.bytes, { flag: 'wx' });
        return key;
      },
      async read(key) {
        const path = await privatePath(key);
        const type = readKey(key);
        if (!path || !type) return null;
        const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        });
        return bytes && { bytes, ...type };
      },
      async remove(key) {
        const path = await privatePath(key);
        if (path) await rm(path, { force: true });
      },
      async list() {
        await moved;
        return listFolders(privateRoot, (key) => key);
      },
    },
    list() {
      return listFolders(root, (key) => `/uploads/${key}`);
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
 * Signature Version 4. Public files are read at `<endpoint>/<bucket>/<key>` (the bucket's policy
 * makes them public); private files live under `private/`, which that policy must leave out, and
 * are read back by this storage with a signed GET.
 */
export function s3Storage(s3: S3Settings, fetcher: typeof fetch = fetch): Storage {
  const base = s3.endpoint.replace(/\/+$/, '');
  const prefix = `${base}/${s3.bucket}/`;
  const send = async (method: 'GET' | 'PUT' | 'DELETE', key: string, file?: StoredFile) => {
    const url = new URL(`${prefix}${key}`);
    const headers = await signS3Request({
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
    if (!response.ok && !(method !== 'PUT' && response.status === 404)) {
      throw new Error(
        `S3 ${method} ${key} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    }
    return response;
  };
  /** The object of a private key, or of an address this bucket gave before proofs were private. */
  const privateObject = (key: string) => {
    const legacy = key.startsWith(prefix) ? key.slice(prefix.length) : null;
    const type = readKey(legacy ?? key);
    if (!type) return null;
    return { object: legacy ?? `private/${key}`, ...type };
  };
  /** The objects whose keys start with `keyPrefix` (ListObjectsV2, a thousand keys a page). */
  const listObjects = async (keyPrefix: string): Promise<SavedFile[]> => {
    const files: SavedFile[] = [];
    let token: string | null = null;
    do {
      const query: string = `?list-type=2${keyPrefix ? `&prefix=${encodeURIComponent(keyPrefix)}` : ''}${token ? `&continuation-token=${encodeURIComponent(token)}` : ''}`;
      const xml: string = await (await send('GET', query)).text();
      for (const [, object] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(object!)?.[1]);
        const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(object!)?.[1];
        if (!key) continue;
        const savedAt =
          keyTime(key.startsWith('private/') ? key.slice('private/'.length) : key) ??
          (modified ? new Date(modified) : null);
        if (savedAt) files.push({ address: key, savedAt });
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1]) || null
        : null;
    } while (token);
    return files;
  };
  return {
    async save(folder, file) {
      const key = newKey(folder, file.ext);
      await send('PUT', key, file);
      return `${prefix}${key}`;
    },
    async remove(address) {
      if (!address.startsWith(prefix)) return;
      await send('DELETE', address.slice(prefix.length));
    },
    private: {
      async save(folder, file) {
        const key = newKey(folder, file.ext);
        await send('PUT', `private/${key}`, file);
        return key;
      },
      async read(key) {
        const found = privateObject(key);
        if (!found) return null;
        const response = await send('GET', found.object);
        if (response.status === 404) return null;
        return {
          bytes: Buffer.from(await response.arrayBuffer()),
          ext: found.ext,
          contentType: found.contentType,
        };
      },
      async remove(key) {
        const found = privateObject(key);
        if (found) await send('DELETE', found.object);
      },
      async list() {
        const files = await listObjects('private/');
        return files.map((file) => ({ ...file, address: file.address.slice('private/'.length) }));
      },
    },
    async list() {
      // Private files are under private/: the public sweep never sees them.
      const files = await listObjects('');
      return files
        .filter((file) => !file.address.startsWith('private/'))
        .map((file) => ({ ...file, address: `${prefix}${file.address}` }));
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

/** The headers of an S3 request signed with AWS Signature Version 4 (service `s3`), by aws4fetch. */
export async function signS3Request(input: SignInput): Promise<Record<string, string>> {
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.toString(),
    headers: {
      ...input.headers,
      // The body's hash, not UNSIGNED-PAYLOAD: the bucket refuses bytes that are not the ones signed.
      'x-amz-content-sha256': createHash('sha256').update(input.body).digest('hex'),
    },
    accessKeyId: input.accessKeyId,
    secretAccessKey: input.secretAccessKey,
    service: 's3',
    region: input.region,
    datetime: input.now.toISOString().replace(/[-:]|\.\d{3}/g, ''),
    // Every header sent is signed (content-type and range too), so none can be changed on the way.
    allHeaders: true,
  });
  const { headers } = await signer.sign();
  return Object.fromEntries(headers.entries());
}
