// 'Ir para o conteúdo': the first stop of the keyboard on every page, hidden until focused, that takes focus past the
// top bar and the side menu to the page's own content (WCAG 2.4.1). It moves focus itself rather than change the
// URL's hash: the lists keep their filter and page in the URL, and the router would read a new hash as a visit.
import type { MouseEvent } from 'react';
import './skipLink.css';

export const SKIP_LINK_TEXT = 'Ir para o conteúdo';
/** The id of the element that holds each page's content (the layout's main). */
export const MAIN_CONTENT_ID = 'conteudo';

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="app-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {SKIP_LINK_TEXT}
    </a>
  );
}
