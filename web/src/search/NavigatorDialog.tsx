// The navigator's dialog: one search box (a combobox over a listbox of hits), the query debounced, arrows and
// Enter (or a click) open the hit through react-router so Back returns to where the person was, Esc closes. The
// hits come grouped by kind (the gateway shares the limit out among the kinds): each group under its heading.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Classes, DialogBody } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../lib/dialog';
import type { SearchQuery as SearchQueryResult } from '../generated/graphql';
import { SearchQuery } from './queries';
import { DEBOUNCE_MS, KIND_HEADING, NAVIGATOR_LIMIT, NAVIGATOR_TEXTS, partialCpf, searchable } from './texts';
import './search.css';

type Hit = SearchQueryResult['search'][number];

const NO_HITS: readonly Hit[] = [];

/** The hits in runs of one kind, each hit with its place in the whole list (the active one is counted across groups). */
function groupsOf(hits: readonly Hit[]): Array<{ kind: Hit['kind']; hits: Array<{ hit: Hit; index: number }> }> {
  const groups: Array<{ kind: Hit['kind']; hits: Array<{ hit: Hit; index: number }> }> = [];
  hits.forEach((hit, index) => {
    const last = groups.at(-1);
    if (last && last.kind === hit.kind) last.hits.push({ hit, index });
    else groups.push({ kind: hit.kind, hits: [{ hit, index }] });
  });
  return groups;
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function NavigatorDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const asked = useDebounced(text.trim(), DEBOUNCE_MS);
  const skip = !searchable(asked);
  const { data, previousData, loading, error } = useQuery(SearchQuery, { variables: { text: asked, limit: NAVIGATOR_LIMIT }, skip });
  const hits: readonly Hit[] = skip ? NO_HITS : ((data ?? previousData)?.search ?? NO_HITS);
  const settled = !skip && !loading && asked === text.trim();

  useEffect(() => setActive(0), [hits]);

  const open = (hit: Hit) => {
    onClose();
    void navigate(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit && settled) open(hit);
    }
  };

  const optionId = (index: number) => `${listId}-opcao-${index}`;
  const status = error
    ? `${NAVIGATOR_TEXTS.failed}${error.message}`
    : text.trim() === ''
      ? ''
      : !searchable(text)
        ? NAVIGATOR_TEXTS.typeMore
        : !settled
          ? NAVIGATOR_TEXTS.searching
          : hits.length === 0
            ? partialCpf(text)
              ? `${NAVIGATOR_TEXTS.noResults}. ${NAVIGATOR_TEXTS.partialCpf}`
              : NAVIGATOR_TEXTS.noResults
            : `${hits.length} ${hits.length === 1 ? 'resultado' : 'resultados'}`;

  return (
    <AppDialog isOpen onClose={onClose} title={NAVIGATOR_TEXTS.title} className="navigator-dialog" transitionDuration={0}>
      <DialogBody>
        <input
          className={`${Classes.INPUT} ${Classes.FILL} ${Classes.LARGE} navigator-input`}
          type="text"
          role="combobox"
          aria-label={NAVIGATOR_TEXTS.placeholder}
          placeholder={NAVIGATOR_TEXTS.placeholder}
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-autofocus
        />
        <div id={listId} role="listbox" aria-label={NAVIGATOR_TEXTS.results} className="navigator-results">
          {groupsOf(hits).map((group, g) => (
            <div key={`${group.kind}-${g}`} role="group" aria-labelledby={`${listId}-grupo-${g}`} className="navigator-group">
              <div id={`${listId}-grupo-${g}`} role="presentation" className="navigator-group-heading">
                {KIND_HEADING[group.kind]}
              </div>
              {group.hits.map(({ hit, index }) => (
                <div
                  key={`${hit.kind}-${hit.url}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'navigator-hit navigator-hit-active' : 'navigator-hit'}
                  onMouseMove={() => setActive(index)}
                  onClick={() => open(hit)}
                >
                  <span className="navigator-text">
                    <span className="navigator-title">{hit.title}</span>
                    {hit.subtitle && <span className="navigator-subtitle">{hit.subtitle}</span>}
                  </span>
                </div>
              ))}
            </div>
          ))}
        </div>
        <p className="navigator-status" role="status">
          {status}
        </p>
        <p className="navigator-hint">{NAVIGATOR_TEXTS.hint}</p>
      </DialogBody>
    </AppDialog>
  );
}
