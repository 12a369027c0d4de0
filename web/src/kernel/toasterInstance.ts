import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import './toaster.css';

export function createToaster(): Promise<Toaster> {
  // 'app-toaster' pins the container to the viewport (app.css): toasts show wherever the page is scrolled.
  return OverlayToaster.create({ position: Position.TOP, maxToasts: 4, className: 'app-toaster' });
}
