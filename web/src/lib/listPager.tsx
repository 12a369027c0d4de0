// Server-side paging bar shared by the order and customer lists: page buttons and the page size with 'all'.
import { Button, ButtonGroup } from '@blueprintjs/core';
import { Select } from './select';
import { ALL, PAGE_SIZES, pageCount, type Paging } from './listPaging';

interface Props {
  total: number;
  paging: Paging;
  onChange: (paging: Paging) => void;
  /** Shown when 'all' hit the gateway's 10 000 row ceiling. */
  shown?: number;
}

export function ListPager({ total, paging, onChange, shown }: Props) {
  const pages = pageCount(total, paging.pageSize);
  const page = Math.min(paging.page, pages);
  return (
    <div className="list-pager">
      <span>
        Total: {total}
        {shown !== undefined && shown < total && paging.pageSize === ALL && ` (exibindo os primeiros ${shown})`}
      </span>
      <ButtonGroup>
        <Button icon="chevron-left" aria-label="Página anterior" disabled={page <= 1} onClick={() => onChange({ ...paging, page: page - 1 })} />
        <Button variant="minimal" text={`Página ${page} de ${pages}`} disabled />
        <Button
          icon="chevron-right"
          aria-label="Próxima página"
          disabled={page >= pages}
          onClick={() => onChange({ ...paging, page: page + 1 })}
        />
      </ButtonGroup>
      <label className="list-pager-size">
        Itens por página{' '}
        <Select
          value={paging.pageSize}
          onChange={(event) => onChange({ page: 1, pageSize: Number(event.currentTarget.value) })}
          options={PAGE_SIZES.map((size) => ({ value: size, label: size === ALL ? 'Todos' : String(size) }))}
        />
      </label>
    </div>
  );
}
