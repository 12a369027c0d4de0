// Checks an image chosen in the browser against its folder's rule (docs/areas/catalogue.md#images,
// docs/decisions/0018-image-rules-per-folder.md) before anything is uploaded: type, size and exact dimensions. The
// gateway checks the stored file again; this check only spares staff a wasted upload. Dimensions come from the JPEG's
// frame header (image-size), no decoding.
import { JPG } from 'image-size/types/jpg';
import type { UploadFolder } from '../generated/graphql';

export interface ImageRule {
  /** Storage folder the upload goes to */
  folder: UploadFolder;
  /** Exact size; absent where the folder's rule sets none (product images) */
  width?: number;
  height?: number;
  maxBytes: number;
  /** Messages of this rule where the spec gives its own; the generic upload texts otherwise */
  messages?: Partial<ImageMessages>;
}

export interface ImageMessages {
  notJpeg: string;
  tooLarge: string;
  wrongSize: string;
}

const IMAGE_MESSAGES = {
  notJpeg: 'Por favor, selecione apenas arquivo de imagens nos formatos JPG e JPEG',
  tooLarge: (maxBytes: number) => `O arquivo é muito grande. Tamanho máximo: ${Math.floor(maxBytes / 1024)}KB`,
  wrongSize: (width: number, height: number) => `A imagem deve ter dimensões de ${width}x${height}px`,
} as const;

/** Width and height of a JPEG's bytes, or null when they are not a readable JPEG. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    if (!JPG.validate(bytes)) return null;
    const { width, height } = JPG.calculate(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null; // a truncated or corrupt file
  }
}

/** The message for bytes that break the rule, or null when the image may be uploaded. */
export function imageProblem(bytes: Uint8Array, mimeType: string, rule: ImageRule): string | null {
  const messages = rule.messages ?? {};
  const type = mimeType.toLowerCase();
  if (type && type !== 'image/jpeg' && type !== 'image/jpg' && type !== 'image/pjpeg') return messages.notJpeg ?? IMAGE_MESSAGES.notJpeg;
  if (bytes.length > rule.maxBytes) return messages.tooLarge ?? IMAGE_MESSAGES.tooLarge(rule.maxBytes);
  const size = jpegSize(bytes);
  if (!size) return messages.notJpeg ?? IMAGE_MESSAGES.notJpeg;
  if (rule.width === undefined || rule.height === undefined) return null;
  if (size.width !== rule.width || size.height !== rule.height) return messages.wrongSize ?? IMAGE_MESSAGES.wrongSize(rule.width, rule.height);
  return null;
}

/** Reads a chosen file and checks it. */
export async function fileProblem(file: Blob, rule: ImageRule): Promise<string | null> {
  if (file.size > rule.maxBytes) return rule.messages?.tooLarge ?? IMAGE_MESSAGES.tooLarge(rule.maxBytes);
  return imageProblem(new Uint8Array(await file.arrayBuffer()), file.type, rule);
}
