// Image upload rules per storage folder (docs/areas/catalogue.md#images, docs/decisions/0018-image-rules-per-folder.md) and who may
// upload to each. Checked before any presigned URL is asked for; the storage API checks the bytes themselves again.
import type { UploadFolder } from '../../generated/resolvers-types';
import { isAllowed, type UserType } from '../../auth/policy';
import { FOLDER_RULES, UPLOAD_MESSAGES } from '../../kit/storage-folders';

export interface UploadRequest {
  folder: UploadFolder;
  fileName: string;
  contentType: string;
  size: number;
}

export interface UploadRefusal {
  code: 'FORBIDDEN' | 'BAD_TYPE' | 'TOO_LARGE' | 'EMPTY' | 'BAD_FILE_NAME';
  message: string;
  field: string;
}

/** 'image/jpg', 'image/pjpeg' and parameters are the same JPEG. */
export function normaliseContentType(value: string): string {
  const type = value.split(';')[0].trim().toLowerCase();
  return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
}

export function mayUploadTo(type: UserType, folder: UploadFolder): boolean {
  return FOLDER_RULES[folder].pages.some((page) => isAllowed(type, page));
}

export function mayUploadAnywhere(type: UserType): boolean {
  return (Object.keys(FOLDER_RULES) as UploadFolder[]).some((folder) => mayUploadTo(type, folder));
}

/** The first reason to refuse the upload, or null. */
export function checkUploadRequest(type: UserType, request: UploadRequest): UploadRefusal | null {
  const rule = FOLDER_RULES[request.folder];
  if (!mayUploadTo(type, request.folder)) return { code: 'FORBIDDEN', message: 'Acesso negado.', field: 'folder' };
  const name = request.fileName.trim();
  // eslint-disable-next-line no-control-regex
  if (!name || name.length > 255 || /[\u0000-\u001f/\\]/.test(name)) return { code: 'BAD_FILE_NAME', message: UPLOAD_MESSAGES.fileName, field: 'fileName' };
  if (!rule.types.includes(normaliseContentType(request.contentType))) return { code: 'BAD_TYPE', message: rule.typeMessage, field: 'contentType' };
  if (!Number.isInteger(request.size) || request.size <= 0) return { code: 'EMPTY', message: UPLOAD_MESSAGES.empty, field: 'size' };
  if (request.size > rule.maxBytes) return { code: 'TOO_LARGE', message: UPLOAD_MESSAGES.tooLarge(rule.maxBytes), field: 'size' };
  return null;
}
