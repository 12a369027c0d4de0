// 'Notificações' (page notificacao, docs/areas/catalogue.md#notifications): the table 5 a page (server-side, filters
// and page in the URL), 'Filtros de Notificações', and the send dialog with the client picker.
import { useMutation } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { ListHeader } from '../../lib/listHeader';
import { useListPage } from '../../lib/listPage';
import { ListResults } from '../../lib/listResults';
import { listToasts } from '../../lib/listToasts';
import { useUrlDialog } from '../../lib/urlDialog';
import { NotificationFilterDialog } from '../components/NotificationFilterDialog';
import { NotificationTable } from '../components/NotificationTable';
import { SendNotificationDialog, type SendNotificationSubmit } from '../components/SendNotificationDialog';
import { notificationVariables, readNotificationFilter, writeNotificationFilter } from '../filters';
import { NotificationsQuery, SendNotificationMutation } from '../queries';
import { NOTIFICATION_DIALOGS, SEND_DIALOG } from '../urls';
import { useNotificationSend } from '../../lib/useNotificationSend';

/** What the gateway cannot say: the search's outcome toasts and empty state, and the prefix when it cannot be
 *  reached at all (its own load failures carry it already: listToasts adds it only when missing). */
export const NOTIFICATION_TOASTS = {
  found: 'Notificações(s) encontrado(s) com sucesso!',
  none: 'Nenhuma notificação encontrada!',
  loadFailed: 'Erro ao Carregar Notificações: ',
} as const;

const { searchToast, errorToast } = listToasts(NOTIFICATION_TOASTS);

export function NotificationsPage() {
  const { list, page, loading, filterOpen, openFilter, closeFilter, reload, reloading, applyFilter, refetch, activeFilter } = useListPage({
    query: NotificationsQuery,
    readFilter: readNotificationFilter,
    writeFilter: writeNotificationFilter,
    toVariables: notificationVariables,
    select: (data) => data.notifications,
    searchToast,
    errorToast,
    dialogs: NOTIFICATION_DIALOGS,
  });
  const sendDialog = useUrlDialog(SEND_DIALOG);
  const [sendNotification] = useMutation(SendNotificationMutation);
  const sender = useNotificationSend();

  const send = async ({ content, audience, customerIds }: SendNotificationSubmit) => {
    const done = await sender.send(content, async (imageUrl, requestId) => {
      const input = {
        title: content.title,
        message: content.message,
        imageUrl,
        link: content.link,
        scheduleAt: content.scheduleAt,
        audience,
        customerIds,
        requestId,
      };
      return (await sendNotification({ variables: { input } })).data?.sendNotification;
    });
    if (!done) return;
    sendDialog.close();
    refetch();
  };

  return (
    <div className="list-page">
      <ListHeader
        title="Notificações"
        labels={{ reload: 'Atualizar Notificações', filter: 'Filtrar Notificações' }}
        activeFilter={activeFilter}
        onReload={reload}
        reloading={reloading}
        onOpenFilter={openFilter}
        actions={
          <Button
            icon="send-message"
            text="Enviar Notificação"
            onClick={() => {
              sender.start();
              sendDialog.open();
            }}
          />
        }
      />
      <ListResults
        page={page}
        loading={loading}
        loadingLabel="Carregando notificações"
        emptyTitle={NOTIFICATION_TOASTS.none}
        paging={list.paging}
        onPagingChange={list.setPaging}
      >
        {(items) => <NotificationTable notifications={items} />}
      </ListResults>
      <NotificationFilterDialog open={filterOpen} value={list.filter} onClose={closeFilter} onSubmit={(filter) => void applyFilter(filter)} />
      <SendNotificationDialog
        open={sendDialog.value !== null}
        loading={sender.sending}
        errors={sender.errors}
        progress={sender.progress}
        onClose={() => !sender.sending && sendDialog.close()}
        onSubmit={(value) => void send(value)}
      />
    </div>
  );
}
