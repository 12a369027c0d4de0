// The products pager (spec 001 section 2.8): previous and next wrap around, and a page number can be typed
// ('Ir'): below 1 goes to page 1, past the end to the last page.
import { useState } from 'react';
import { Button, ButtonGroup, InputGroup } from '@blueprintjs/core';
import { jumpPage, pageCount, stepPage } from '../urls';

interface Props {
  total: number;
  page: number;
  onChange: (page: number) => void;
}

export function ProductPager({ total, page, onChange }: Props) {
  const pages = pageCount(total);
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
      <form
        className="product-jump"
        onSubmit={(event) => {
          event.preventDefault();
          jump();
        }}
      >
        <label htmlFor="produto-ir-pagina">Ir para a página</label>
        <InputGroup id="produto-ir-pagina" inputMode="numeric" size="small" value={typed} onValueChange={setTyped} />
        <Button type="submit" size="small" text="Ir" />
      </form>
    </div>
  );
}
