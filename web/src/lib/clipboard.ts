// Copying the reset link. The asynchronous Clipboard API needs a secure context and the page's focus and may be
// refused by the browser or its policy; the older execCommand('copy') works on a selected field in more places.
// When both fail the caller shows the link selected, for the user to copy by hand.

export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (!doc.defaultView?.navigator.clipboard) throw new Error('no clipboard');
    await doc.defaultView.navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text, doc);
  }
}

function copyBySelection(text: string, doc: Document): boolean {
  const field = doc.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  doc.body.appendChild(field);
  const focused = doc.activeElement as HTMLElement | null;
  try {
    field.select();
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    focused?.focus();
  }
}
