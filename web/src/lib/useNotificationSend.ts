// Sending a notification from a dialog, the customer's or the page's: the chosen image uploaded once (a retry must
// send the same URL to be the same send), one request id per dialog opening (so 'try again' after a failure resumes
// that send instead of pushing it again), the gateway's errors by field and the spec's toasts.
import { useRef, useState } from 'react';
import { showToast } from './toaster';
import { errorText, userErrorsText } from './errors';
import { UploadError, UPLOAD_ERROR } from './upload';
import { useImageUpload } from './uploadImage';
import type { NotificationContent } from './notificationFields';
import { dialogField, newRequestId, notifyFailureText, type NotificationErrors } from './notificationForm';

export interface SendPayload {
  sent: boolean;
  message?: string | null;
  errors: ReadonlyArray<{ message: string; field?: string | null }>;
}

/** The gateway call of one dialog, given the stored image's URL and the dialog's request id. */
export type SendCall = (imageUrl: string | null, requestId: string) => Promise<SendPayload | null | undefined>;

export function useNotificationSend() {
  const images = useImageUpload();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<NotificationErrors>({});
  const [requestId, setRequestId] = useState(newRequestId);
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  /** A dialog opening: a new send. */
  const start = () => {
    setErrors({});
    setRequestId(newRequestId());
  };

  /** Resolves true when the notification was sent and recorded (the dialog closes). */
  const send = async (content: NotificationContent, call: SendCall): Promise<boolean> => {
    const scheduled = content.scheduleAt !== null;
    setErrors({});
    setSending(true);
    try {
      let imageUrl: string | null = null;
      if (content.image && uploaded.current?.file === content.image) imageUrl = uploaded.current.url;
      else if (content.image) {
        try {
          imageUrl = await images.upload('notificacoes', content.image);
          uploaded.current = { file: content.image, url: imageUrl };
        } catch (failure) {
          const message = failure instanceof UploadError ? failure.message : UPLOAD_ERROR;
          if (message !== UPLOAD_ERROR) setErrors({ image: message });
          void showToast({ intent: 'danger', message });
          return false;
        }
      }
      const payload = await call(imageUrl, requestId);
      if (!payload) return false;
      if (payload.errors.length || !payload.sent) {
        const byField: NotificationErrors = {};
        for (const e of payload.errors) {
          const field = dialogField(e.field);
          if (field) byField[field] = e.message;
        }
        setErrors(byField);
        void showToast({ intent: 'danger', message: notifyFailureText(scheduled, userErrorsText(payload.errors)) });
        return false;
      }
      // The gateway's text: 'Notificação enviada com Sucesso!' or 'Notificação agendada com Sucesso!'.
      if (payload.message) void showToast({ intent: 'success', message: payload.message });
      return true;
    } catch (failure) {
      void showToast({ intent: 'danger', message: notifyFailureText(scheduled, errorText(failure)) });
      return false;
    } finally {
      setSending(false);
    }
  };

  return { send, start, sending, errors, progress: images.progress };
}
