// One entry of an accordion (Relatórios): a header button with the title and a muted subtitle, and the body below it
// when open. Blueprint's Section would do, but it labels its caret 'expand section' / 'collapse section' in English
// (hard-coded, no prop), which a screen reader would read to Portuguese-speaking staff; here the header itself is the
// button, and aria-expanded says whether it is open.
import { useId, type ReactNode } from 'react';
import { Button, Card, Collapse } from '@blueprintjs/core';

interface Props {
  title: string;
  subtitle?: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

export function AccordionSection({ title, subtitle, open, onToggle, children }: Props) {
  const bodyId = useId();
  return (
    <Card className="accordion-section" compact>
      <Button
        className="accordion-header"
        variant="minimal"
        fill
        alignText="start"
        endIcon={open ? 'chevron-up' : 'chevron-down'}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className="accordion-title">{title}</span>
        {subtitle && <span className="accordion-subtitle">{subtitle}</span>}
      </Button>
      <Collapse isOpen={open}>
        <div id={bodyId}>{children}</div>
      </Collapse>
    </Card>
  );
}
