// A section's icon as the customer app draws it. The stored names ('paw', 'glass-water', 'shopping-basket', ...)
// are Font Awesome's solid icons, so the panel draws them with the same set: its web font and stylesheet, loaded
// with this page's chunk only (the login page and the other pages never download them). A name the set does not
// know (or one that is no icon name at all) would draw nothing, so then the name itself is shown, marked.
import { Tag } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState } from 'react';
import '@fortawesome/fontawesome-free/css/fontawesome.min.css';
import '@fortawesome/fontawesome-free/css/solid.min.css';

const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The set's stylesheet gives every icon class its glyph in the custom property --fa; an unknown class has none. */
function hasGlyph(element: HTMLElement): boolean {
  return getComputedStyle(element).getPropertyValue('--fa').trim() !== '';
}

export function SectionIcon({ icon }: { icon: string | null | undefined }) {
  const name = icon?.trim() ?? '';
  const glyph = useRef<HTMLElement>(null);
  // The name found to draw nothing; another name is tried again.
  const [unknown, setUnknown] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (glyph.current && !hasGlyph(glyph.current)) setUnknown(name);
  }, [name]);

  if (!name) {
    return (
      <Tag className="section-icon section-icon-missing" minimal>
        sem ícone
      </Tag>
    );
  }
  if (!ICON_NAME.test(name) || unknown === name) {
    return (
      <Tag className="section-icon section-icon-missing" minimal title="Ícone desconhecido no app">
        {name}
      </Tag>
    );
  }
  return (
    <span className="section-icon" role="img" aria-label={`Ícone: ${name}`} title={name}>
      <i ref={glyph} className={`fa-solid fa-${name}`} aria-hidden="true" />
    </span>
  );
}
