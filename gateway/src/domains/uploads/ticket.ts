// Upload tickets: what `PUT /uploads/<ticket>` needs (the storage API's presigned URL, the type and size allowed,
// the session that asked), sealed with the gateway's AES-256-GCM key. Stateless, so any gateway instance can
// take the bytes, and the presigned URL never reaches the browser.
import { decryptSecret, encryptSecret } from '../../auth/keys';

export interface UploadTicket {
  presignedUrl: string;
  fileUrl: string;
  contentType: string;
  maxBytes: number;
  /** Message for bytes of another type (the folder's). */
  typeMessage: string;
  sessionId: string;
  expiresAt: number;
}

const PURPOSE = 'upload-ticket/1';

const toBase64Url = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => text.replace(/-/g, '+').replace(/_/g, '/');

export function sealTicket(key: Buffer, ticket: UploadTicket): string {
  return toBase64Url(encryptSecret(key, JSON.stringify({ purpose: PURPOSE, ...ticket })));
}

/** The ticket, or null when it was forged, tampered with, sealed under another key or is not a ticket. */
export function openTicket(key: Buffer, sealed: string): UploadTicket | null {
  if (!/^[A-Za-z0-9_-]{40,4000}$/.test(sealed)) return null;
  try {
    const value = JSON.parse(decryptSecret(key, fromBase64Url(sealed))) as UploadTicket & { purpose?: string };
    if (value.purpose !== PURPOSE) return null;
    const { purpose: _purpose, ...ticket } = value;
    return ticket;
  } catch {
    return null;
  }
}
