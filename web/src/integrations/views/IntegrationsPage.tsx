// 'Integrações' (page integracoes, type 1; docs/areas/integrations.md#integration-keys): keys for internal tools. 'Nova
// chave' makes one (name, pages, optional branch, expiry); its secret is shown once; the table lists every key with its
// last use; 'Revogar' asks first and is refused at once by every gateway instance.
import { useEffect, useState } from 'react';
import { Alert, Button, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { IntegrationKeyRow_KeyFragment } from '../../generated/graphql';
import { showToast } from '../../lib/toaster';
import { EmptyState } from '../../lib/emptyState';
import { errorText, fieldErrors, prefixedError, userErrorsText } from '../../lib/errors';
import { KeyDialog } from '../components/KeyDialog';
import { KeyTable } from '../components/KeyTable';
import { SecretDialog } from '../components/SecretDialog';
import { INTEGRATION_TEXTS, keyInputOf, type KeyFormValues } from '../form';
import { CreateIntegrationKeyMutation, IntegrationKeysQuery, RevokeIntegrationKeyMutation } from '../queries';
import '../../lib/list.css';
import '../integrations.css';

export function IntegrationsPage() {
  const { data, loading, error, refetch } = useQuery(IntegrationKeysQuery, { notifyOnNetworkStatusChange: true });
  const [creating, setCreating] = useState(false);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<IntegrationKeyRow_KeyFragment | null>(null);
  const [create, { loading: saving }] = useMutation(CreateIntegrationKeyMutation, { refetchQueries: [IntegrationKeysQuery] });
  const [revoke, { loading: revokingNow }] = useMutation(RevokeIntegrationKeyMutation);

  useEffect(() => {
    if (error) void showToast({ intent: 'danger', message: prefixedError(INTEGRATION_TEXTS.loadFailed, errorText(error)) }, 'integracoes');
  }, [error]);

  const submit = async (values: KeyFormValues) => {
    try {
      const payload = (await create({ variables: { input: keyInputOf(values) } })).data?.createIntegrationKey;
      if (!payload) return;
      if (!payload.errors.length && !payload.secret) {
        // An identical request made this key a moment ago: its answer held the secret, shown only once.
        setCreating(false);
        if (payload.message) void showToast({ intent: 'warning', message: payload.message });
        return;
      }
      if (payload.errors.length || !payload.secret) {
        setRefused(fieldErrors(payload.errors));
        void showToast({ intent: 'danger', message: prefixedError(INTEGRATION_TEXTS.createFailed, userErrorsText(payload.errors)) });
        return;
      }
      setCreating(false);
      setRefused({});
      setSecret({ name: values.name.trim(), secret: payload.secret });
      if (payload.message) void showToast({ intent: 'success', message: payload.message });
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(INTEGRATION_TEXTS.createFailed, errorText(failure)) });
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      const payload = (await revoke({ variables: { keyId: revoking.id } })).data?.revokeIntegrationKey;
      setRevoking(null);
      if (!payload) return;
      if (payload.errors.length) void showToast({ intent: 'danger', message: prefixedError(INTEGRATION_TEXTS.revokeFailed, userErrorsText(payload.errors)) });
      else if (payload.message) void showToast({ intent: 'success', message: payload.message });
    } catch (failure) {
      setRevoking(null);
      void showToast({ intent: 'danger', message: prefixedError(INTEGRATION_TEXTS.revokeFailed, errorText(failure)) });
    }
  };

  const keys = data?.integrationKeys;
  return (
    <div className="list-page" data-page-ready={keys || error ? true : undefined}>
      <header className="list-header">
        <h2>Integrações</h2>
        <div className="list-header-actions">
          <Button icon="refresh" text="Atualizar Chaves" loading={loading && Boolean(keys)} onClick={() => void refetch().catch(() => undefined)} />
          <Button icon="add" intent="primary" text="Nova chave" disabled={!data} onClick={() => (setRefused({}), setCreating(true))} />
        </div>
      </header>
      {!keys && loading && <Spinner aria-label="Carregando chaves" />}
      {!keys && !loading && error && (
        <EmptyState
          icon="error"
          title="Não foi possível carregar as chaves"
          action={<Button icon="refresh" text="Tentar Novamente" onClick={() => void refetch().catch(() => undefined)} />}
        />
      )}
      {keys && keys.length === 0 && <EmptyState icon="key" title="Nenhuma chave criada" />}
      {keys && keys.length > 0 && <KeyTable keys={keys} onRevoke={setRevoking} />}
      {creating && data && (
        <KeyDialog
          pages={data.integrationKeyPageOptions}
          branches={data.branchChoices}
          saving={saving}
          refused={refused}
          onSubmit={(v) => void submit(v)}
          onClose={() => setCreating(false)}
        />
      )}
      {secret && <SecretDialog name={secret.name} secret={secret.secret} onClose={() => setSecret(null)} />}
      <Alert
        isOpen={revoking !== null}
        intent="danger"
        icon="disable"
        confirmButtonText="Revogar"
        cancelButtonText="Cancelar"
        loading={revokingNow}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      >
        <p>
          Revogar a chave <strong>{revoking?.name}</strong>? A ferramenta que a usa deixa de ter acesso na hora, em todos os servidores.
        </p>
      </Alert>
    </div>
  );
}
