// The branch image rule (DESIGN section 4: JPEG of exactly 1039x519 from the storage folder 'filiais'), checked
// on the file's bytes before its URL is stored; the browser's check is a convenience, this one counts.
import { jpegSize, storageUrlProblem } from '../customers/notification-image';

export const BRANCH_IMAGE = { width: 1039, height: 519, folder: 'filiais' } as const;
export const BRANCH_IMAGE_MESSAGES = {
  notOnStorage: 'A imagem da filial precisa ser enviada pelo painel antes de usá-la.',
  unreadable: 'Não foi possível ler a imagem da filial. Envie-a novamente.',
  notJpeg: 'Por favor, selecione apenas arquivo de imagens nos formatos JPG e JPEG',
  size: `A imagem deve ter dimensões de ${BRANCH_IMAGE.width}x${BRANCH_IMAGE.height}px`,
} as const;

/** The image's problem (message) or null; `fetchBytes` reads the file (tests pass their own). */
export async function branchImageProblem(imageUrl: string, storageBase: string, fetchBytes = readBytes): Promise<string | null> {
  if (storageUrlProblem(imageUrl, storageBase)) return BRANCH_IMAGE_MESSAGES.notOnStorage;
  if (!new URL(imageUrl).pathname.startsWith(`/files/${BRANCH_IMAGE.folder}/`)) return BRANCH_IMAGE_MESSAGES.notOnStorage;
  const bytes = await fetchBytes(imageUrl);
  if (!bytes) return BRANCH_IMAGE_MESSAGES.unreadable;
  const size = jpegSize(bytes);
  if (!size) return BRANCH_IMAGE_MESSAGES.notJpeg;
  if (size.width !== BRANCH_IMAGE.width || size.height !== BRANCH_IMAGE.height) return BRANCH_IMAGE_MESSAGES.size;
  return null;
}

async function readBytes(url: string): Promise<Uint8Array | null> {
  try {
    const reply = await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: 'error' });
    return reply.ok ? new Uint8Array(await reply.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
