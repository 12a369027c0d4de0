// The notification image rule of spec 000 section 5 (DESIGN section 4: JPEG, exactly 1038x519), checked on the
// file itself, which must already be on the storage API: the browser's check is a convenience, this one counts.
import { JPG } from 'image-size/types/jpg';

export const NOTIFICATION_IMAGE = { width: 1038, height: 519 } as const;
export const IMAGE_MESSAGES = {
  notOnStorage: 'A imagem da notificação precisa ser enviada pelo painel antes de usá-la.',
  unreadable: 'Não foi possível ler a imagem da notificação. Envie-a novamente.',
  notJpeg: 'A imagem da notificação precisa estar no formato JPEG!',
  size: 'A imagem da notificação precisa ter dimensões de 1038X519 pixels!',
} as const;

/** Width and height from a JPEG's frame header (image-size, no decoding), or null when the bytes are no JPEG. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    if (!JPG.validate(bytes)) return null;
    const { width, height } = JPG.calculate(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null; // truncated or corrupt
  }
}

/** The URL must point at the storage API's files; answers the problem's message or null. */
export function storageUrlProblem(imageUrl: string, storageBase: string): string | null {
  let url: URL;
  let base: URL;
  try {
    url = new URL(imageUrl);
    base = new URL(storageBase);
  } catch {
    return IMAGE_MESSAGES.notOnStorage;
  }
  if (url.origin !== base.origin || !url.pathname.startsWith('/files/') || url.username || url.password) return IMAGE_MESSAGES.notOnStorage;
  return null;
}

export async function checkNotificationImage(imageUrl: string, storageBase: string): Promise<string | null> {
  const wrongPlace = storageUrlProblem(imageUrl, storageBase);
  if (wrongPlace) return wrongPlace;
  let bytes: Uint8Array;
  try {
    const reply = await fetch(imageUrl, { signal: AbortSignal.timeout(15_000), redirect: 'error' });
    if (!reply.ok) return IMAGE_MESSAGES.unreadable;
    bytes = new Uint8Array(await reply.arrayBuffer());
  } catch {
    return IMAGE_MESSAGES.unreadable;
  }
  const size = jpegSize(bytes);
  if (!size) return IMAGE_MESSAGES.notJpeg;
  if (size.width !== NOTIFICATION_IMAGE.width || size.height !== NOTIFICATION_IMAGE.height) return IMAGE_MESSAGES.size;
  return null;
}
