// 'Destaques' (page destaque, types 1 and 5; docs/areas/catalogue.md#highlights): the app's banners in a carousel (7
// s), an empty-state card to create the first, 'Novo Destaque' refused at the limit the gateway gives (7) with the
// spec's warning, edit, and delete after 'Deseja Realmente Excluir esse Destaque?'.
import { useEffect, useState } from 'react';
import { Button, Card, Icon, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { HighlightCarousel_HighlightFragment, HighlightInput } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { failurePrefixes, refusedWithPrefix, recordDialogProps, useRecordSave, type RefusalToast } from '../../lib/useRecordSave';
import { DeleteHighlightDialog } from '../components/DeleteHighlightDialog';
import { HighlightCarousel } from '../components/HighlightCarousel';
import { HighlightDialog } from '../components/HighlightDialog';
import { emptyHighlightForm, HIGHLIGHT_TEXTS, highlightFormOf, type HighlightFormValues } from '../form';
import { CreateHighlightMutation, DeleteHighlightMutation, HighlightsQuery, UpdateHighlightMutation } from '../queries';
import { EmptyState } from '../../lib/emptyState';
import '../../lib/list.css';
import '../highlights.css';

/** A refusal without a field (the limit of 7) is a warning in its own words; others carry the action's prefix. */
const refusalToast: RefusalToast = (prefix, errors) =>
  errors.every((e) => e.code === 'REFUSED') ? { intent: 'warning', message: userErrorsText(errors) } : refusedWithPrefix(prefix, errors);

export function HighlightsPage() {
  const { data, loading, error, refetch } = useQuery(HighlightsQuery, { notifyOnNetworkStatusChange: true });
  const record = useRecordSave<HighlightFormValues>(failurePrefixes(HIGHLIGHT_TEXTS.createFailed, HIGHLIGHT_TEXTS.updateFailed), refusalToast);
  const [deleting, setDeleting] = useState<HighlightCarousel_HighlightFragment | null>(null);
  const [create, { loading: creating }] = useMutation(CreateHighlightMutation);
  const [update, { loading: updating }] = useMutation(UpdateHighlightMutation);
  const saving = creating || updating;
  const [remove, { loading: removing }] = useMutation(DeleteHighlightMutation);
  const list = data?.highlights;

  // Every failed load (the first or a reload) says so once, with the spec's prefix.
  useEffect(() => {
    if (error) void showToast({ intent: 'danger', message: prefixedError(HIGHLIGHT_TEXTS.loadFailed, errorText(error)) }, 'destaques');
  }, [error]);

  const reload = async (announce: boolean) => {
    try {
      await refetch();
      if (announce) void showToast({ intent: 'success', message: HIGHLIGHT_TEXTS.reloaded }, 'destaques');
    } catch {
      // toasted by the effect above
    }
  };

  const openNew = () => {
    if (list && list.total >= list.limit) {
      void showToast({ intent: 'warning', message: HIGHLIGHT_TEXTS.limit(list.limit) }, 'destaques');
      return;
    }
    record.open({ id: null, initial: emptyHighlightForm() });
  };

  const openEdit = (highlight: HighlightCarousel_HighlightFragment) => {
    record.open({ id: highlight.id, initial: highlightFormOf(highlight) });
  };

  const submit = async (input: HighlightInput) => {
    const send = async ({ id }: { id: string | null }) =>
      id ? (await update({ variables: { id, input } })).data?.updateHighlight : (await create({ variables: { input } })).data?.createHighlight;
    if (await record.save(send)) void reload(false);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const payload = (await remove({ variables: { id: deleting.id } })).data?.deleteHighlight;
      if (!payload) return;
      if (payload.errors.length) {
        void showToast({ intent: 'danger', message: prefixedError(HIGHLIGHT_TEXTS.deleteFailed, userErrorsText(payload.errors)) });
      } else {
        void showToast({ intent: 'success', message: payload.message });
      }
      setDeleting(null);
      void reload(false);
    } catch (failure) {
      setDeleting(null);
      void showToast({ intent: 'danger', message: prefixedError(HIGHLIGHT_TEXTS.deleteFailed, errorText(failure)) });
    }
  };

  return (
    <div className="list-page" data-page-ready={list || error ? true : undefined}>
      <header className="list-header">
        <h2>Destaques</h2>
        {list && <span className="highlight-count">{`${list.total} de ${list.limit} destaques`}</span>}
        <div className="list-header-actions">
          <Button icon="refresh" text="Atualizar Destaques" loading={loading && Boolean(list)} onClick={() => void reload(true)} />
          <Button icon="add" intent="primary" text="Novo Destaque" disabled={!list} onClick={openNew} />
        </div>
      </header>
      {!list && loading && <Spinner aria-label="Carregando destaques" />}
      {!list && !loading && error && (
        <EmptyState
          icon="error"
          title="Não foi possível carregar os destaques"
          action={<Button icon="refresh" text="Tentar Novamente" onClick={() => void reload(false)} />}
        />
      )}
      {list && list.items.length > 0 && (
        <HighlightCarousel items={list.items} held={record.form !== null || deleting !== null} onEdit={openEdit} onDelete={setDeleting} />
      )}
      {list && list.items.length === 0 && (
        <Card className="highlight-empty" elevation={1}>
          <Icon icon="star-empty" size={40} />
          <h3>Nenhum destaque cadastrado</h3>
          <p>Os destaques aparecem no carrossel do aplicativo. Cadastre o primeiro.</p>
          <Button icon="add" intent="primary" text="Cadastrar Destaque" onClick={openNew} />
        </Card>
      )}
      <HighlightDialog {...recordDialogProps(record, saving, submit)} />
      <DeleteHighlightDialog
        title={deleting?.title ?? null}
        loading={removing}
        onClose={() => !removing && setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
