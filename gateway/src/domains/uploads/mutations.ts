// The write of schema/uploads.graphql, createImageUpload: checks the folder's rules, asks the storage API for a
// presigned URL and hands the browser a sealed ticket for `PUT /uploads/<ticket>` (proxy.ts) instead of the URL
// itself. Nothing is journaled: no record changes until the page saves the image's address.
import { forbidden } from '../../auth/policy';
import { sessionOf, type Context } from '../../context';
import type { MutationCreateImageUploadArgs } from '../../generated/resolvers-types';
import { textOf } from '../../kit/text';
import { FOLDER_RULES, UPLOAD_MESSAGES } from '../../kit/storage-folders';
import { checkUploadRequest, mayUploadAnywhere, normaliseContentType } from './rules';
import { sealTicket } from './ticket';
import type { UserErrorCode, UserErrorData } from '../../user-error';

/** The storage API's presigned URLs live 15 minutes; the ticket stops a little earlier. */
const TICKET_TTL_MS = 14 * 60 * 1000;
const UPLOAD_PATH = '/uploads/';

interface TicketResult {
  uploadUrl: string | null;
  fileUrl: string | null;
  contentType: string | null;
  maxBytes: number;
  expiresAt: Date | null;
  errors: UserErrorData[];
}

export async function createImageUpload(ctx: Context, args: MutationCreateImageUploadArgs): Promise<TicketResult> {
  const session = sessionOf(ctx);
  if (!mayUploadAnywhere(session.type)) throw forbidden();
  const rule = FOLDER_RULES[args.folder];
  const refused = (code: UserErrorCode, message: string, field: string | null): TicketResult => ({
    uploadUrl: null,
    fileUrl: null,
    contentType: null,
    maxBytes: rule.maxBytes,
    expiresAt: null,
    errors: [{ code, message, field }],
  });
  const refusal = checkUploadRequest(session.type, args);
  if (refusal) return refused(refusal.code, refusal.message, refusal.field);
  const contentType = normaliseContentType(args.contentType);
  let presigned;
  try {
    presigned = await ctx.upstreams.storage.presign(rule.storageFolder, args.fileName.trim(), contentType);
  } catch (error) {
    ctx.log.warn('storage presign failed', { error: textOf(error) });
    return refused('UPLOAD_FAILED', UPLOAD_MESSAGES.failed, null);
  }
  const expiresAt = new Date(ctx.now.getTime() + TICKET_TTL_MS);
  const ticket = sealTicket(ctx.services.keys.encryption, {
    presignedUrl: presigned.presignedUrl,
    fileUrl: presigned.fileUrl,
    contentType,
    maxBytes: rule.maxBytes,
    typeMessage: rule.typeMessage,
    sessionId: session.id,
    expiresAt: expiresAt.getTime(),
  });
  return { uploadUrl: `${UPLOAD_PATH}${ticket}`, fileUrl: presigned.fileUrl, contentType, maxBytes: rule.maxBytes, expiresAt, errors: [] };
}
