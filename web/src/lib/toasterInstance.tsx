import { OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import './toaster.css';

export function createToaster(): Promise<Toaster> {
  // 'app-toaster' pins the container to the viewport (toaster.css): toasts show wherever the page is scrolled.
  return OverlayToaster.create({ position: Position.TOP, maxToasts: 4, className: 'app-toaster' });
}

// Blueprint's own close button is labelled 'Close'; the toast's action button closes it as well, in Portuguese.
// The icon is the component (not a name), so no icon set is fetched for it.
const CLOSE_ACTION = { icon: <CrossIcon />, 'aria-label': 'Fechar', title: 'Fechar' } as ToastProps['action'];

export function withPortugueseClose(props: ToastProps): ToastProps {
  return { ...props, isCloseButtonShown: false, action: props.action ?? CLOSE_ACTION };
}
