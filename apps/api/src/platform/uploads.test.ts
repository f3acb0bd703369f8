/**
 * Uploaded pictures and where they are kept: checked by content and re-encoded; local disk and an
 * S3-compatible bucket (a local HTTP server stands in for the bucket; the signer is held to AWS's
 * published Signature Version 4 example).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@lumbung/contracts';
import { fakeS3At } from '../../test/fake-s3';
import { pngPicture } from '../../test/factories';
import { AppError } from './errors';
import { cleanImage, sniffImage } from './images';
import { localStorage, signS3Request } from './storage';

const png = (width = 40, height = 30) => pngPicture(width, height, { r: 20, g: 160, b: 90 });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const PICTURE = formatMessage('IMAGE_NOT_ACCEPTED', { formats: 'jpg, jpeg, png' });

describe('cleanImage', () => {
  it('re-encodes a PNG and a JPEG, dropping anything appended and the metadata', async () => {
    const clean = await cleanImage(await png(), ['jpeg', 'png']);
    expect(clean).toMatchObject({
      format: 'png',
      ext: 'png',
      contentType: 'image/png',
      width: 40,
      height: 30,
    });
    const withScript = Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')]);
    const cleaned = await cleanImage(withScript, ['jpeg', 'png']);
    expect(cleaned.bytes.includes(Buffer.from('<script>'))).toBe(false);
    const jpeg = await sharp(await png(64, 64))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const cleanJpeg = await cleanImage(jpeg, ['jpeg', 'png']);
    expect(cleanJpeg.format).toBe('jpeg');
    expect(cleanJpeg.bytes.includes(Buffer.from('secret place'))).toBe(false);
  });

  it('refuses a text file, an SVG, a format not accepted and a broken picture by their bytes', async () => {
    expect(await refusal(cleanImage(Buffer.from('just text, named photo.jpg'), ['jpeg', 'png']))).toEqual({
      status: 400,
      message: PICTURE,
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await refusal(cleanImage(svg, ['jpeg', 'png']))).toEqual({ status: 400, message: PICTURE });
    const gif = await sharp(await png())
      .gif()
      .toBuffer();
    expect(sniffImage(gif)).toBe('gif');
    expect(await refusal(cleanImage(gif, ['jpeg', 'png']))).toEqual({ status: 400, message: PICTURE });
    expect((await cleanImage(gif, ['jpeg', 'png', 'gif'])).format).toBe('gif');
    const truncated = (await png(400, 400)).subarray(0, 60);
    expect(await refusal(cleanImage(truncated, ['jpeg', 'png']))).toEqual({ status: 400, message: PICTURE });
  });

  it('refuses more than 1 MB with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(1024 * 1024)]);
    expect(await refusal(cleanImage(big, ['png']))).toEqual({
      status: 413,
      message: formatMessage('PAYLOAD_TOO_LARGE', { max: '1 MB' }),
    });
  });
});

describe('localStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'lumbung-uploads-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps a file under a new name and removes it again; never outside its folder', async () => {
    const storage = localStorage(root);
    const address = await storage.save('proofs', {
      bytes: Buffer.from('x'),
      ext: 'png',
      contentType: 'image/png',
    });
    expect(address).toMatch(/^\/uploads\/proofs\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
    const path = join(root, address.slice('/uploads/'.length));
    expect(readFileSync(path, 'utf8')).toBe('x');
    await storage.remove('/uploads/../../etc/passwd');
    await storage.remove(address);
    expect(existsSync(path)).toBe(false);
    await expect(
      storage.save('../x', { bytes: Buffer.from('x'), ext: 'png', contentType: 'image/png' }),
    ).rejects.toThrow(TypeError);
  });
});

describe('private files on local disk', () => {
  const data = mkdtempSync(join(tmpdir(), 'lumbung-private-'));
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it('keeps them outside uploads/ under a key, and moves proofs left in uploads/ when it starts', async () => {
    const uploads = join(data, 'uploads');
    const legacyName = 'mwz00000-0123456789abcdef01234567.png';
    mkdirSync(join(uploads, 'proofs'), { recursive: true });
    writeFileSync(join(uploads, 'proofs', legacyName), 'old proof');
    const storage = localStorage(uploads);
    const key = await storage.private.save('proofs', {
      bytes: Buffer.from('new proof'),
      ext: 'jpg',
      contentType: 'image/jpeg',
    });
    expect(key).toMatch(/^proofs\/[a-z0-9]+-[0-9a-f]{24}\.jpg$/);
    expect(readFileSync(join(data, 'private', key), 'utf8')).toBe('new proof');
    expect(existsSync(join(uploads, 'proofs'))).toBe(false);
    const old = await storage.private.read(`proofs/${legacyName}`);
    expect([old?.bytes.toString(), old?.contentType]).toEqual(['old proof', 'image/png']);
    expect((await storage.private.read(key))?.contentType).toBe('image/jpeg');
    for (const bad of ['../uploads/x.png', 'proofs/../../etc/passwd', '/uploads/proofs/x.png']) {
      expect(await storage.private.read(bad)).toBeNull();
    }
    await storage.private.remove(key);
    expect(await storage.private.read(key)).toBeNull();
  });
});

describe('S3 storage', () => {
  it("signs as AWS's published Signature Version 4 example", async () => {
    const headers = await signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      body: Buffer.alloc(0),
      headers: { range: 'bytes=0-9' },
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('puts and deletes objects path-style on an S3-compatible server', async () => {
    const seen: { method: string; url: string; auth: string; sha: string; body: string }[] = [];
    const read = (req: IncomingMessage) =>
      new Promise<string>((resolve) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => resolve(body));
      });
    const server = createServer(async (req, res) => {
      seen.push({
        method: req.method!,
        url: req.url!,
        auth: String(req.headers.authorization),
        sha: String(req.headers['x-amz-content-sha256']),
        body: await read(req),
      });
      res.writeHead(req.method === 'PUT' ? 200 : 204).end();
    });
    const { endpoint, storage } = await fakeS3At(server, 'ap-southeast-3');
    try {
      const address = await storage.save('avatars', {
        bytes: Buffer.from('pic'),
        ext: 'jpg',
        contentType: 'image/jpeg',
      });
      expect(address).toMatch(new RegExp(`^${endpoint}/shop/avatars/[a-z0-9]+-[0-9a-f]{24}\\.jpg$`));
      await storage.remove(address);
      expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
        ['PUT', address.slice(endpoint.length), 'pic'],
        ['DELETE', address.slice(endpoint.length), ''],
      ]);
      expect(seen[0]!.auth).toMatch(
        /^AWS4-HMAC-SHA256 Credential=K\/\d{8}\/ap-southeast-3\/s3\/aws4_request, /,
      );
      expect(seen[0]!.sha).toBe(createHash('sha256').update('pic').digest('hex'));
    } finally {
      server.close();
    }
  });

  it('keeps private files under private/, reads them with a signed GET, and reads a proof kept before at its old address', async () => {
    const seen: { method: string; url: string; auth: string }[] = [];
    const objects = new Map<string, string>([['/shop/proofs/mwz00000-0123456789abcdef01234567.png', 'old']]);
    const server = createServer((req, res) => {
      seen.push({ method: req.method!, url: req.url!, auth: String(req.headers.authorization) });
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (req.method === 'PUT') objects.set(req.url!, body);
        const found = objects.get(req.url!);
        if (req.method === 'GET' && found === undefined) return res.writeHead(404).end('NoSuchKey');
        res.writeHead(200).end(req.method === 'GET' ? found : '');
      });
    });
    const { endpoint, storage } = await fakeS3At(server, 'r');
    try {
      const key = await storage.private.save('proofs', {
        bytes: Buffer.from('proof'),
        ext: 'png',
        contentType: 'image/png',
      });
      expect(key).toMatch(/^proofs\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
      const read = await storage.private.read(key);
      expect([read?.bytes.toString(), read?.contentType]).toEqual(['proof', 'image/png']);
      const old = await storage.private.read(`${endpoint}/shop/proofs/mwz00000-0123456789abcdef01234567.png`);
      expect(old?.bytes.toString()).toBe('old');
      expect(await storage.private.read('proofs/mwz00000-fedcba9876543210fedcba98.png')).toBeNull();
      expect(seen.slice(0, 2).map((s) => [s.method, s.url])).toEqual([
        ['PUT', `/shop/private/${key}`],
        ['GET', `/shop/private/${key}`],
      ]);
      expect(seen.every((s) => s.auth.startsWith('AWS4-HMAC-SHA256 '))).toBe(true);
    } finally {
      server.close();
    }
  });
});
