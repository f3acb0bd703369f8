/**
 * Reading a multipart/form-data request (uploads with their fields): text fields by name and the
 * bytes of one file field (readMultipart) or of every file of a field (readMultipartFiles). The
 * multipart plugin refuses a file over UPLOAD_MAX_BYTES (413); other file fields are read and dropped.
 * A body that cannot be read (cut off, a wrong or missing boundary) is refused with 400
 * UPLOAD_UNREADABLE. Every upload route reads its body here, so that rule holds for all of them.
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
    if (error instanceof AppError) throw error;
    const e = error as { statusCode?: number; code?: string };
    if (e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', { max: `${UPLOAD_MAX_BYTES / 1024 / 1024} MB` });
    }
    // A fault of the plugin itself (it marks those 5xx) stays a 500 with its stack in the log.
    if (typeof e?.statusCode === 'number' && e.statusCode >= 500) throw error;
    // Everything else came from reading the sender's bytes: busboy's "Unexpected end of multipart
    // data" (cut off on the way), "Boundary not found", a malformed part header. The sender can
    // send it again; there is nothing for the log.
    throw new AppError(400, 'UPLOAD_UNREADABLE');
  }
  return { fields, files };
}
