// useImageUpload: createImageUpload (the gateway checks folder, type and size and gives a ticket), then the PUT with
// progress. The progress stays visible PROGRESS_HIDE_MS after the end (docs/areas/catalogue.md#images), then hides.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../generated';
import type { UploadFolder } from '../generated/graphql';
import { PROGRESS_HIDE_MS, putWithProgress, UPLOAD_ERROR, UploadError } from './upload';

export const CreateImageUploadMutation = graphql(`
  mutation CreateImageUpload($folder: UploadFolder!, $fileName: String!, $contentType: String!, $size: Int!) {
    createImageUpload(folder: $folder, fileName: $fileName, contentType: $contentType, size: $size) {
      uploadUrl
      fileUrl
      contentType
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface ImageUpload {
  /** 0..100 while uploading and for a moment after; null when hidden. */
  progress: number | null;
  /** Resolves to the stored file's URL; rejects with an UploadError whose message is for the user. */
  upload(folder: UploadFolder, file: File): Promise<string>;
}

export function useImageUpload(): ImageUpload {
  const [create] = useMutation(CreateImageUploadMutation);
  const [progress, setProgress] = useState<number | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const upload = useCallback(
    async (folder: UploadFolder, file: File) => {
      clearTimeout(hideTimer.current);
      setProgress(0);
      try {
        const contentType = file.type || 'image/jpeg';
        let ticket;
        try {
          const result = await create({ variables: { folder, fileName: file.name || 'imagem.jpg', contentType, size: file.size } });
          ticket = result.data?.createImageUpload;
        } catch {
          throw new UploadError(UPLOAD_ERROR, 0);
        }
        if (!ticket) throw new UploadError(UPLOAD_ERROR, 0);
        if (ticket.errors.length || !ticket.uploadUrl) throw new UploadError(ticket.errors[0]?.message ?? UPLOAD_ERROR, 400);
        return await putWithProgress(ticket.uploadUrl, file, { contentType: ticket.contentType ?? contentType, onProgress: setProgress });
      } finally {
        hideTimer.current = setTimeout(() => setProgress(null), PROGRESS_HIDE_MS);
      }
    },
    [create],
  );
  return { progress, upload };
}
