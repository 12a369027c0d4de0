// The pager of the lists whose spec asks previous and next to wrap around (Produtos, docs/areas/catalogue.md#products;
// Receitas, docs/areas/staff-and-support.md#recipes): 'Total', the page of pages, and optionally a typed page ('Ir'). The page size is
// the gateway's (the schema's default): the lists that use it offer no size to choose.
import { useState } from 'react';
import { Button, ButtonGroup, InputGroup } from '@blueprintjs/core';
import { jumpPage, stepPage } from './listPaging';

interface Props {
  total: number;
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** The field that takes a typed page: its id (for its label); absent: none. */
  jumpId?: string;
}

export function WrappingPager({ total, page, pages, onChange, jumpId }: Props) {
  const current = Math.min(page, pages);
  const [typed, setTyped] = useState('');
  const jump = () => {
    if (!typed.trim()) return;
    onChange(jumpPage(typed, pages));
    setTyped('');
  };
  return (
    <div className="list-pager">
      <span>Total: {total}</span>
      <ButtonGroup>
        <Button icon="chevron-left" aria-label="Página anterior" disabled={pages <= 1} onClick={() => onChange(stepPage(current, pages, -1))} />
        <Button variant="minimal" text={`Página ${current} de ${pages}`} disabled />
        <Button icon="chevron-right" aria-label="Próxima página" disabled={pages <= 1} onClick={() => onChange(stepPage(current, pages, 1))} />
      </ButtonGroup>
      {jumpId && (
        <form
          className="list-pager-jump"
          onSubmit={(event) => {
            event.preventDefault();
            jump();
          }}
        >
          <label htmlFor={jumpId}>Ir para a página</label>
          <InputGroup id={jumpId} inputMode="numeric" size="small" value={typed} onValueChange={setTyped} />
          <Button type="submit" size="small" text="Ir" />
        </form>
      )}
    </div>
  );
}
