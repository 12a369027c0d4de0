// Image upload in the browser (docs/areas/catalogue.md#images): the bytes go by PUT to the gateway's upload URL (a
// ticket from createImageUpload; the gateway streams them to the storage API), with progress from XMLHttpRequest.

export const UPLOAD_ERROR = 'Ocorreu um erro durante o upload da imagem. Por favor, tente novamente.';
/** The progress bar stays this long at 100 % before it hides. */
export const PROGRESS_HIDE_MS = 500;

/** Whole percent of `loaded` over `total`, within 0..100 (0 while the total is unknown). */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The gateway's refusal text (`{error: {message}}`), or the generic upload failure. */
export function uploadFailureMessage(status: number, responseText: string): string {
  if (status >= 400 && status < 500) {
    try {
      const message = (JSON.parse(responseText) as { error?: { message?: unknown } }).error?.message;
      if (typeof message === 'string' && message.trim()) return message;
    } catch {
      // not JSON: the generic text below
    }
  }
  return UPLOAD_ERROR;
}

export interface PutOptions {
  contentType: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** PUTs `body` to `url` (same origin: the session cookie goes along) and resolves to the stored file's URL. */
export function putWithProgress(url: string, body: Blob, { contentType, onProgress, signal }: PutOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => onProgress?.(uploadPercent(event.loaded, event.lengthComputable ? event.total : body.size));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const fileUrl = (JSON.parse(xhr.responseText) as { fileUrl?: unknown }).fileUrl;
          if (typeof fileUrl === 'string') {
            onProgress?.(100);
            return resolve(fileUrl);
          }
        } catch {
          // fall through to the failure
        }
        return reject(new UploadError(UPLOAD_ERROR, xhr.status));
      }
      reject(new UploadError(uploadFailureMessage(xhr.status, xhr.responseText), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_ERROR, 0));
    xhr.onabort = () => reject(new UploadError(UPLOAD_ERROR, 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
