// The storage API's image folders: size limit, accepted types, the pages whose users may upload to each, and the
// upload texts. Read by the upload tickets (domains/uploads) and by every form that checks a stored image
// (image-check.ts), so it lives in the kit rather than in one of them.
import type { Page, UploadFolder } from '../generated/resolvers-types';

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
