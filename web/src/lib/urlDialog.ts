// A dialog whose open state lives in the URL (`?filtro=1`, `?pedido=123`), as Saleor's dashboard does: opening
// pushes a history entry, so the browser's Back closes the dialog; closing it from inside goes back to the entry
// it was opened from, or (arrived at by a link or a reload) drops the parameter in place.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

interface DialogEntry {
  dialog?: string;
}

export interface UrlDialog {
  /** The parameter's value while the dialog is open ('1' for dialogs without a subject), else null. */
  value: string | null;
  open: (value?: string) => void;
  close: () => void;
}

export function useUrlDialog(name: string): UrlDialog {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const value = params.get(name);
  const openedHere = (location.state as DialogEntry | null)?.dialog === name;

  const open = useCallback(
    (next = '1') =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(name, next);
          return params;
        },
        { state: { dialog: name } satisfies DialogEntry },
      ),
    [name, setParams],
  );
  const close = useCallback(() => {
    if (value === null) return;
    if (openedHere) void navigate(-1);
    else setParams((current) => withoutParam(current, name), { replace: true });
  }, [name, navigate, openedHere, setParams, value]);
  return { value, open, close };
}

export function withoutParam(params: URLSearchParams, name: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(name);
  return next;
}
