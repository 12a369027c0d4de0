/*
 * Reference storage API for images (the company's, Django REST style paths and errors). No credentials.
 *
 * POST /upload/   multipart/form-data: file (JPEG, PNG, WebP or GIF, recognised by its bytes), folder (one of
 *   filiais, destaques, notificacoes, formas-pagamento, produtos)
 *   -> 201 {data: {file_url: "<origin>/files/produtos/<uuid>.jpg", key: "produtos/<uuid>.jpg"}}
 *   -> 400 {"folder": ["..."]} / {"file": ["No file was submitted."]} / {"file": ["Upload a valid image. ..."]}
 *   -> 413 {"detail": "File too large. Maximum size is 5 MiB (5242880 bytes)."}
 *   -> 415 {"detail": "Unsupported media type \"application/json\" in request."}
 * POST /presigned-url/   JSON {file_name, file_type (image/jpeg|png|webp|gif), folder}
 *   -> 200 {data: {presigned_url, file_url, key}}; the URL is signed (HMAC-SHA256) for PUT with exactly that
 *      Content-Type and expires after 15 minutes.
 * PUT <presigned_url>   body = the bytes, Content-Type = file_type, no credentials
 *   -> 200 (empty, ETag) | 403 S3-style XML <Error><Code>AccessDenied|SignatureDoesNotMatch</Code>... |
 *      413 <Code>EntityTooLarge</Code> | 400 <Code>InvalidArgument</Code> (bytes are not the signed image type)
 * GET /files/<key>   -> the bytes with their content type (immutable cache), 404 {"detail": "Not found."}
 */
import { createHash } from 'node:crypto';
import type { Db } from '@painel/db/database';
import { header, isObject, json, parseJson, text, type Reply, type ServiceRequest } from '../sandbox/reply';
import type { ServiceDefinition } from '../sandbox/service';
import {
  FOLDERS,
  IMAGE_TYPES,
  MAX_FILE_BYTES,
  PRESIGNED_TTL_SECONDS,
  fileUrl,
  isFolder,
  isKey,
  loadFile,
  newKey,
  normaliseType,
  saveFile,
  sign,
  signatureMatches,
  signingSecret,
  sniffType,
} from './files';
import { parseMultipart } from './multipart';

const TOO_LARGE = `File too large. Maximum size is 5 MiB (${MAX_FILE_BYTES} bytes).`;
const NOT_IMAGE = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
const folderError = (value: unknown) =>
  value === undefined || value === ''
    ? 'This field is required.'
    : `"${String(value).slice(0, 40)}" is not a valid choice. Choose one of: ${FOLDERS.join(', ')}.`;

const s3Error = (status: number, code: string, message: string): Reply =>
  text(status, `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`, 'application/xml');

async function upload(db: Db, req: ServiceRequest): Promise<Reply> {
  const type = header(req, 'content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    return json(415, { detail: `Unsupported media type "${type.split(';')[0] || 'none'}" in request.` });
  }
  let form;
  try {
    form = await parseMultipart(req.headers, req.body, MAX_FILE_BYTES);
  } catch {
    return json(400, { detail: 'Multipart form parse error.' });
  }
  if (form.file?.truncated) return json(413, { detail: TOO_LARGE });
  const errors: Record<string, string[]> = {};
  if (!isFolder(form.fields.folder)) errors.folder = [folderError(form.fields.folder)];
  if (!form.file || form.file.field !== 'file' || form.file.bytes.length === 0) errors.file = ['No file was submitted.'];
  else if (form.extraFiles) errors.file = ['Send a single file.'];
  else if (!sniffType(form.file.bytes)) errors.file = [NOT_IMAGE];
  if (Object.keys(errors).length || !form.file) return json(400, errors);
  const imageType = sniffType(form.file.bytes) as string;
  const key = newKey(form.fields.folder, imageType);
  await saveFile(db, { key, folder: form.fields.folder, name: form.file.name.slice(0, 255) || key, type: imageType, bytes: form.file.bytes });
  return json(201, { data: { file_url: fileUrl(req.origin, key), key } });
}

async function presign(db: Db, req: ServiceRequest): Promise<Reply> {
  const parsed = parseJson(req);
  if (!parsed.ok) return json(400, { detail: 'JSON parse error.' });
  const body = isObject(parsed.value) ? parsed.value : {};
  const errors: Record<string, string[]> = {};
  if (typeof body.file_name !== 'string' || !body.file_name.trim()) errors.file_name = ['This field is required.'];
  else if (body.file_name.length > 255) errors.file_name = ['Ensure this field has no more than 255 characters.'];
  const type = typeof body.file_type === 'string' ? normaliseType(body.file_type) : undefined;
  if (!type) errors.file_type = [`Unsupported file type. Allowed: ${IMAGE_TYPES.join(', ')}.`];
  if (!isFolder(body.folder)) errors.folder = [folderError(body.folder)];
  if (Object.keys(errors).length || !type) return json(400, errors);
  const key = newKey(body.folder as string, type);
  const expires = Math.floor(Date.now() / 1000) + PRESIGNED_TTL_SECONDS;
  const signature = sign(await signingSecret(db), key, type, expires);
  const query = new URLSearchParams({ content_type: type, expires: String(expires), signature });
  return json(200, { data: { presigned_url: `${req.origin}/presigned/${key}?${query}`, file_url: fileUrl(req.origin, key), key } });
}

async function putPresigned(db: Db, req: ServiceRequest, key: string): Promise<Reply> {
  const signedType = req.query.get('content_type') ?? '';
  const expires = Number(req.query.get('expires'));
  const secret = await signingSecret(db);
  if (!isKey(key) || !Number.isInteger(expires) || !signatureMatches(secret, key, signedType, expires, req.query.get('signature') ?? '')) {
    return s3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
  }
  if (expires < Date.now() / 1000) return s3Error(403, 'AccessDenied', 'Request has expired');
  if (normaliseType(header(req, 'content-type')) !== signedType) {
    return s3Error(403, 'SignatureDoesNotMatch', 'Content-Type does not match the signed content type.');
  }
  if (req.body.length > MAX_FILE_BYTES) return s3Error(413, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
  if (sniffType(req.body) !== signedType) return s3Error(400, 'InvalidArgument', 'The body is not an image of the signed content type.');
  await saveFile(db, { key, folder: key.split('/')[0], name: key, type: signedType, bytes: req.body });
  return { status: 200, text: '', headers: { etag: `"${createHash('md5').update(req.body).digest('hex')}"` } };
}

async function serveFile(db: Db, key: string): Promise<Reply> {
  const file = isKey(key) ? await loadFile(db, key) : undefined;
  if (!file) return json(404, { detail: 'Not found.' });
  return {
    status: 200,
    bytes: file.bytes,
    contentType: file.type,
    headers: { 'cache-control': 'public, max-age=31536000, immutable', 'last-modified': file.createdAt.toUTCString() },
  };
}

// A malformed escape is just a key that does not exist.
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

export function storageService(db: Db): ServiceDefinition {
  return {
    name: 'storage',
    // Room for the multipart envelope around a file of the maximum size; the file itself is checked exactly.
    bodyLimit: MAX_FILE_BYTES + 64 * 1024,
    handle: async (req) => {
      const path = req.path;
      const method = req.method;
      const route = path.replace(/\/+$/, '');
      if (route === '/upload' || route === '/presigned-url') {
        if (method !== 'POST') return { ...json(405, { detail: `Method "${method}" not allowed.` }), headers: { allow: 'POST' } };
        return route === '/upload' ? upload(db, req) : presign(db, req);
      }
      if (path.startsWith('/presigned/')) {
        if (method !== 'PUT') return s3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
        return putPresigned(db, req, safeDecode(path.slice('/presigned/'.length)));
      }
      if (path.startsWith('/files/')) {
        if (method !== 'GET' && method !== 'HEAD') return { ...json(405, { detail: `Method "${method}" not allowed.` }), headers: { allow: 'GET, HEAD' } };
        return serveFile(db, safeDecode(path.slice('/files/'.length)));
      }
      return json(404, { detail: 'Not found.' });
    },
    faultReply: (status) => json(status, { detail: status >= 500 ? 'Internal server error.' : 'Request refused.' }),
    tooLarge: () => json(413, { detail: TOO_LARGE }),
    describeBody: (req) => {
      const type = header(req, 'content-type') ?? '';
      if (type.includes('json')) {
        const parsed = parseJson(req);
        return parsed.ok ? parsed.value : { _raw: req.body.toString('utf8').slice(0, 4000) };
      }
      return req.body.length ? { _contentType: type || null, _bytes: req.body.length } : null;
    },
  };
}
