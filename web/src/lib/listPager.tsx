// Server-side paging bar shared by the list screens: the total, page buttons and the page size with 'all'. The
// page buttons alone (PageButtons) serve lists paged in the browser (Relatórios' catalogue).
import { Button, ButtonGroup } from '@blueprintjs/core';
import { Select } from './select';
import { ALL, PAGE_SIZES, pageCount, type Paging } from './listPaging';

interface Props {
  total: number;
  paging: Paging;
  onChange: (paging: Paging) => void;
  /** Shown when 'all' hit the gateway's 10 000 row ceiling. */
  shown?: number;
  /** The page sizes offered (a grid's own: payment methods' 6, 9, 12); the lists' 5 to 'all' when not given. */
  sizes?: readonly number[];
}

export function ListPager({ total, paging, onChange, shown, sizes = PAGE_SIZES }: Props) {
  const pages = pageCount(total, paging.pageSize);
  const page = Math.min(paging.page, pages);
  return (
    <div className="list-pager">
      <span>
        Total: {total}
        {shown !== undefined && shown < total && paging.pageSize === ALL && ` (exibindo os primeiros ${shown})`}
      </span>
      <PageButtons page={page} pages={pages} onGo={(next) => onChange({ ...paging, page: next })} />
      <label className="list-pager-size">
        Itens por página{' '}
        <Select
          value={paging.pageSize}
          onChange={(event) => onChange({ page: 1, pageSize: Number(event.currentTarget.value) })}
          options={sizes.map((size) => ({ value: size, label: size === ALL ? 'Todos' : String(size) }))}
        />
      </label>
    </div>
  );
}

/** 'Página anterior', 'Página N de M', 'Próxima página'. */
export function PageButtons({ page, pages, onGo }: { page: number; pages: number; onGo: (page: number) => void }) {
  return (
    <ButtonGroup>
      <Button icon="chevron-left" aria-label="Página anterior" disabled={page <= 1} onClick={() => onGo(page - 1)} />
      <Button variant="minimal" text={`Página ${page} de ${pages}`} disabled />
      <Button icon="chevron-right" aria-label="Próxima página" disabled={page >= pages} onClick={() => onGo(page + 1)} />
    </ButtonGroup>
  );
}
