// The list contract of docs/contracts/product-api.md#pagination as the gateway reads it (product-api/list-reads.ts,
// transport.ts): pages linked by `next` until the last, the spec's large page sizes answered whole or in capped pages
// (a DRF max_page_size) that the gateway then follows, and a page past the end answered 404 'Invalid page.'.
import { isDrfMessage } from '../../upstreams/drf-texts';
import { totalOf, type Contract, type Row } from '../contract';
import { fail, pass, settled, type CheckResult } from '../result';

/** A list with more than a page of rows in any catalogue, and light rows (docs/areas/catalogue.md#calls: the client
 *  picker). */
const LIST = 'clientes-lite/';
/** The spec's 'every row' page size (docs/areas/orders.md#constants, docs/areas/staff-and-support.md#constants). */
const LARGE = 99_999;
/** Pages followed at most here: enough to see the links work without reading a large base whole. */
const PAGES = 3;

const ids = (rows: readonly Row[]) => rows.map((row) => String(row.id));

async function nextLinks(contract: Contract): Promise<CheckResult> {
  const name = `pagination: page and page_size, next and previous links (${LIST}, docs/contracts/product-api.md#pagination)`;
  const first = await contract.list(LIST, { page_size: 2, page: 1 });
  const total = totalOf(first) ?? 0;
  if (total <= 2) return pass(name, `not asked: ${total} rows fit one page`);
  if (!first.next) return fail(name, `page 1 of ${total} rows has no next link: the gateway would stop after the first page`);
  const second = await contract.list(LIST, { page_size: 2, page: 2 });
  const repeated = ids(second.results).filter((id) => ids(first.results).includes(id));
  if (repeated.length) return fail(name, `page 2 repeats rows of page 1 (${repeated.join(', ')}): page is ignored`);
  if (!(second as { previous?: unknown }).previous) return fail(name, 'page 2 has no previous link');
  const last = Math.ceil(total / 2);
  const end = await contract.list(LIST, { page_size: 2, page: last });
  if (end.next) return fail(name, `the last page (${last}) still links a next one: a whole read would never end`);
  return pass(name, `${total} rows, 2 a page: next and previous link the pages, the last page links none`);
}

async function largePages(contract: Contract): Promise<CheckResult> {
  const name = `pagination: page_size=${LARGE} answered whole or capped with next (max_page_size, ${LIST})`;
  const first = await contract.list(LIST, { page_size: LARGE });
  const total = totalOf(first) ?? first.results.length;
  if (first.results.length >= total) return pass(name, `all ${total} rows in one page`);
  if (!first.next) return fail(name, `${first.results.length} of ${total} rows and no next link: the gateway refuses a list that ends short of its total`);
  const cap = first.results.length;
  const seen = new Set(ids(first.results));
  let page = 1;
  let body = first;
  while (body.next && page < PAGES) {
    page++;
    body = await contract.list(LIST, { page_size: LARGE, page });
    if (body.results.length > cap) return fail(name, `page ${page} holds ${body.results.length} rows, more than page 1's cap of ${cap}`);
    for (const id of ids(body.results)) {
      if (seen.has(id)) return fail(name, `page ${page} repeats row ${id}: following next would double rows`);
      seen.add(id);
    }
  }
  return pass(name, `capped at ${cap} rows a page (max_page_size) with next links; ${page} pages followed without a repeat: the gateway reads on`);
}

async function pastTheEnd(contract: Contract): Promise<CheckResult> {
  const name = 'pagination: a page past the end -> 404 {"detail": "Invalid page."} (docs/contracts/product-api.md#pagination)';
  const first = await contract.list(LIST, { page_size: 1 });
  const page = (totalOf(first) ?? 0) + 1;
  const answer = await contract.api(LIST, { query: { page_size: 1, page } });
  const detail = (answer.body as { detail?: unknown } | null)?.detail;
  if (answer.status !== 404 || typeof detail !== 'string' || !isDrfMessage(detail, 'Invalid page.')) {
    return fail(name, `page ${page} answered HTTP ${answer.status} ${answer.text.slice(0, 120)}: the gateway shows an empty page only on 404 'Invalid page.'`);
  }
  return pass(name, `page ${page} answered 404 '${detail}'`);
}

export async function pagingChecks(contract: Contract): Promise<CheckResult[]> {
  return [
    ...(await settled('pagination: links', () => nextLinks(contract))),
    ...(await settled('pagination: large pages', () => largePages(contract))),
    ...(await settled('pagination: past the end', () => pastTheEnd(contract))),
  ];
}
