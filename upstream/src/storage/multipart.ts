// Reads a multipart/form-data body (already size-limited by the sandbox) with busboy: one file, text fields.
import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';

export interface Multipart {
  fields: Record<string, string>;
  file?: { field: string; name: string; type: string; bytes: Buffer; truncated: boolean };
  /** More files than allowed were sent. */
  extraFiles: boolean;
}

export function parseMultipart(headers: IncomingHttpHeaders, body: Buffer, maxFileBytes: number): Promise<Multipart> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fileSize: maxFileBytes, fields: 20, fieldSize: 64 * 1024 } });
    } catch (error) {
      reject(error);
      return;
    }
    const result: Multipart = { fields: {}, extraFiles: false };
    parser.on('field', (name, value) => {
      result.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('limit', () => {
        truncated = true;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('close', () => {
        result.file = {
          field,
          name: info.filename ?? '',
          type: info.mimeType,
          bytes: Buffer.concat(chunks),
          truncated,
        };
      });
    });
    parser.on('filesLimit', () => {
      result.extraFiles = true;
    });
    parser.on('error', reject);
    parser.on('close', () => resolve(result));
    parser.end(body);
  });
}
