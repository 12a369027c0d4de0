// Client of the storage API: direct multipart upload, or a presigned URL the bytes are PUT to.
import { sendOk, type HttpClient } from './http';

export interface StoredFile {
  fileUrl: string;
  key: string;
}

export interface PresignedUpload extends StoredFile {
  presignedUrl: string;
}

interface Envelope<T> {
  data: T;
}

export class Storage {
  constructor(private readonly http: HttpClient) {}

  async upload(folder: string, fileName: string, contentType: string, bytes: Uint8Array): Promise<StoredFile> {
    const form = new FormData();
    form.append('folder', folder);
    form.append('file', new Blob([bytes], { type: contentType }), fileName);
    const reply = await sendOk(this.http, 'upload/', { method: 'POST', body: form });
    const data = (reply.body as Envelope<{ file_url: string; key: string }>).data;
    return { fileUrl: data.file_url, key: data.key };
  }

  async presign(folder: string, fileName: string, contentType: string): Promise<PresignedUpload> {
    const reply = await sendOk(this.http, 'presigned-url/', {
      method: 'POST',
      json: { file_name: fileName, file_type: contentType, folder },
    });
    const data = (reply.body as Envelope<{ presigned_url: string; file_url: string; key: string }>).data;
    return { presignedUrl: data.presigned_url, fileUrl: data.file_url, key: data.key };
  }
}
