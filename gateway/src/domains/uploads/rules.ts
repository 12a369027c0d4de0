// Image upload rules per storage folder (spec 001 section 5, DESIGN section 4) and who may upload to each.
// Checked before any presigned URL is asked for; the storage API checks the bytes themselves again.
import type { Page, UploadFolder } from '../../generated/resolvers-types';
import { isAllowed, type UserType } from '../../auth/policy';

export const DEFAULT_MAX_BYTES = 5_242_880; // default uploader: 5 MiB

export interface FolderRule {
  /** The storage API's folder name. */
  storageFolder: string;
  maxBytes: number;
  types: readonly string[];
  /** Pages whose users may upload here (any one of them). */
  pages: readonly Page[];
  /** Message for a file of another type. */
  typeMessage: string;
}

const JPEG_ONLY = 'Por favor, selecione apenas arquivo de imagens nos formatos JPG e JPEG';

// Adding a folder's upload to a screen = one entry here (and the page that uses it). These pages are the mutation's
// guard: a user of none of them may not ask at all (mayUploadAnywhere), and each folder needs one of its own.
export const FOLDER_RULES: Readonly<Record<UploadFolder, FolderRule>> = {
  notificacoes: {
    storageFolder: 'notificacoes',
    maxBytes: DEFAULT_MAX_BYTES,
    types: ['image/jpeg'],
    pages: ['cliente', 'notificacao'],
    typeMessage: 'A imagem da notificação precisa estar no formato JPEG!',
  },
  filiais: { storageFolder: 'filiais', maxBytes: DEFAULT_MAX_BYTES, types: ['image/jpeg'], pages: ['filial'], typeMessage: JPEG_ONLY },
  destaques: { storageFolder: 'destaques', maxBytes: 204_800, types: ['image/jpeg'], pages: ['destaque'], typeMessage: JPEG_ONLY },
  formas_pagamento: {
    storageFolder: 'formas-pagamento',
    maxBytes: 2_097_152,
    types: ['image/jpeg'],
    pages: ['pagamento'],
    typeMessage: JPEG_ONLY,
  },
  produtos: { storageFolder: 'produtos', maxBytes: 204_800, types: ['image/jpeg'], pages: ['produto'], typeMessage: JPEG_ONLY },
};

export const UPLOAD_MESSAGES = {
  failed: 'Ocorreu um erro durante o upload da imagem. Por favor, tente novamente.',
  tooLarge: (maxBytes: number) => `O arquivo é muito grande. Tamanho máximo: ${Math.floor(maxBytes / 1024)}KB`,
  empty: 'O arquivo está vazio.',
  fileName: 'Nome de arquivo inválido.',
  expired: 'O envio da imagem expirou. Por favor, tente novamente.',
  ticketUsed: 'Este envio de imagem já foi usado. Por favor, envie a imagem novamente.',
  stalled: 'O envio da imagem parou de chegar. Por favor, tente novamente.',
} as const;

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
