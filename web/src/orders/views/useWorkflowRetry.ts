// The retry of a finished list's order workflow (RetryWorkflowButton): the gateway's texts as toasts, then the list
// read again.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSession } from '../../kernel/session';
import { showToast } from '../../lib/toaster';
import { errorText, userErrorsText } from '../../lib/errors';
import { RetryOrderWorkflowMutation } from '../queries';

export function useWorkflowRetry(refetch: () => unknown) {
  const { me } = useSession();
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const [retry] = useMutation(RetryOrderWorkflowMutation);
  const onRetry = async (orderId: string, workflowId: string) => {
    setRetryingId(orderId);
    const key = `retry:${orderId}`;
    try {
      const payload = (await retry({ variables: { workflowId } })).data?.retryOrderWorkflow;
      if (payload?.errors.length) void showToast({ intent: 'danger', message: userErrorsText(payload.errors) }, key);
      else for (const message of payload?.messages ?? []) void showToast({ intent: 'success', message }, key);
      refetch();
    } catch (failure) {
      void showToast({ intent: 'danger', message: errorText(failure) }, key);
    } finally {
      setRetryingId(null);
    }
  };
  return {
    /** Whether this user may take a stopped workflow up again (CHANGE_ORDER_STATUS). */
    canRetry: (me?.actions ?? []).includes('CHANGE_ORDER_STATUS'),
    retryingId,
    onRetry: (orderId: string, workflowId: string) => void onRetry(orderId, workflowId),
  };
}
