/**
 * Reading a multipart/form-data request (uploads with their fields): text fields by name and the
 * bytes of one file field (readMultipart) or of every file of a field (readMultipartFiles). The
 * multipart plugin refuses a file over UPLOAD_MAX_BYTES (413); other file fields are read and dropped.
 */
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@lumbung/contracts';
import { AppError } from './errors';

export interface Multipart {
  fields: Record<string, string>;
  /** The named file's bytes, or null when the request carried none. */
  file: Buffer | null;
}

export async function readMultipart(request: FastifyRequest, fileField: string): Promise<Multipart> {
  const { fields, files } = await readMultipartFiles(request, fileField);
  return { fields, file: files[0] ?? null };
}

export interface MultipartFiles {
  fields: Record<string, string>;
  /** The named field's files, in the order sent (empty ones left out). */
  files: Buffer[];
}

/** Like readMultipart, with every file of `fileField` (a product's pictures). */
export async function readMultipartFiles(
  request: FastifyRequest,
  fileField: string,
): Promise<MultipartFiles> {
  if (!request.isMultipart())
    throw new AppError(400, 'UPLOAD_MISSING', { field: `${fileField} (multipart/form-data)` });
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && bytes.length > 0) files.push(bytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const e = error as { statusCode?: number; code?: string };
    if (e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', { max: `${UPLOAD_MAX_BYTES / 1024 / 1024} MB` });
    }
    if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      throw new AppError(400, 'BAD_REQUEST', { detail: 'the upload could not be read' });
    }
    throw error;
  }
  return { fields, files };
}
