// 'Configurações Apps' (page configuracaoapp, type 1): the apps' settings form and, from its buttons, the terms of
// use to read ('Visualizar Termos de Uso') or edit ('Editar Termos de Uso'), and the privacy policy ('Política de
// Privacidade', its dialog with 'Atualizar'). The rules' and outcomes' texts come from the gateway; the terms and
// the policy are read when a dialog first needs them.
import { useEffect, useState } from 'react';
import { Button, ButtonGroup, Callout, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { showToast } from '../../lib/toaster';
import { errorText, prefixedError, userErrorsText } from '../../lib/errors';
import { ConfirmDialog } from '../../lib/dialog';
import { AppSettingsForm } from '../components/AppSettingsForm';
import { PrivacyPolicyDialog } from '../components/PrivacyPolicyDialog';
import { TermsEditDialog, TermsViewDialog } from '../components/TermsDialogs';
import { appSettingsInput, appSettingsValues, termsDraft, termsInput, type AppSettingsValues, type DraftTopic } from '../form';
import { AppSettingsQuery, SaveAppSettingsMutation, SaveTermsOfUseMutation, TermsOfUseQuery } from '../queries';
import { usePrivacyPolicy } from '../usePrivacyPolicy';
import '../app-settings.css';

export const APP_SETTINGS_TEXTS = {
  /** Only for failures the gateway could not word (the connection itself). */
  saveFailed: 'Erro ao atualizar configurações do app: ',
  maintenanceOn: 'Ativar a manutenção tira o app dos clientes do ar até que seja desativada. Deseja salvar?',
  maintenanceOff: 'Desativar a manutenção põe o app dos clientes de volta no ar. Deseja salvar?',
  termsSaveFailed: 'Erro ao salvar os Termos de Uso: ',
} as const;

const TOAST_ABOUT = 'configuracaoapp';
const requestId = () => crypto.randomUUID();

export function AppSettingsPage() {
  const settings = useQuery(AppSettingsQuery, { fetchPolicy: 'network-only' });
  const [values, setValues] = useState<AppSettingsValues>(() => appSettingsValues(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading: saving }] = useMutation(SaveAppSettingsMutation);
  // The maintenance switch as stored: a save that changes it takes the customer app off the air (or back) and is
  // asked first.
  const [storedMaintenance, setStoredMaintenance] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    setValues(appSettingsValues(settings.data?.appSettings ?? null));
    setStoredMaintenance(settings.data?.appSettings?.maintenance ?? null);
  }, [settings.data]);

  const [dialog, setDialog] = useState<'view' | 'edit' | null>(null);
  const terms = useQuery(TermsOfUseQuery, { skip: dialog === null, fetchPolicy: 'network-only' });
  const [draft, setDraft] = useState<DraftTopic[]>([]);
  // One id per save of the terms, kept after a failure so the next 'Salvar' finishes it.
  const [saveId, setSaveId] = useState(requestId);
  const [saveTerms, { loading: savingTerms }] = useMutation(SaveTermsOfUseMutation);
  const privacy = usePrivacyPolicy(TOAST_ABOUT);
  useEffect(() => {
    if (dialog === 'edit' && terms.data) setDraft(termsDraft(terms.data.termsOfUse));
  }, [dialog, terms.data]);
  useEffect(() => {
    if (terms.error) {
      void showToast({ intent: 'danger', message: errorText(terms.error) }, TOAST_ABOUT);
      setDialog(null);
    }
  }, [terms.error]);

  /** 'Salvar': the form's own checks, then the question when the save would switch maintenance. */
  const ask = () => {
    const parsed = appSettingsInput(values);
    if ('errors' in parsed) return setErrors(parsed.errors);
    if (storedMaintenance !== null && values.maintenance !== storedMaintenance) setConfirming(true);
    else void submit();
  };

  const submit = async () => {
    setConfirming(false);
    const parsed = appSettingsInput(values);
    if ('errors' in parsed) return setErrors(parsed.errors);
    setErrors({});
    try {
      const payload = (await save({ variables: { input: parsed.input } })).data?.saveAppSettings;
      if (!payload) return;
      if (payload.errors.length) {
        const onFields = payload.errors.filter((e) => e.field && e.field in values);
        setErrors(Object.fromEntries(onFields.map((e) => [e.field!, e.message])));
        const others = payload.errors.filter((e) => !onFields.includes(e));
        if (others.length) void showToast({ intent: 'danger', message: userErrorsText(others) }, TOAST_ABOUT);
        return;
      }
      if (payload.appSettings) {
        setValues(appSettingsValues(payload.appSettings));
        setStoredMaintenance(payload.appSettings.maintenance);
      }
      void showToast({ intent: 'success', message: payload.message ?? '' }, TOAST_ABOUT);
    } catch (error) {
      void showToast({ intent: 'danger', message: prefixedError(APP_SETTINGS_TEXTS.saveFailed, errorText(error)) }, TOAST_ABOUT);
    }
  };

  const submitTerms = async () => {
    try {
      const payload = (await saveTerms({ variables: { requestId: saveId, topics: termsInput(draft) } })).data?.saveTermsOfUse;
      if (!payload) return;
      if (payload.errors.length) return void showToast({ intent: 'danger', message: userErrorsText(payload.errors) }, TOAST_ABOUT);
      setSaveId(requestId());
      setDialog(null);
      void terms.refetch();
      void showToast({ intent: 'success', message: payload.message ?? '' }, TOAST_ABOUT);
    } catch (error) {
      void showToast({ intent: 'danger', message: prefixedError(APP_SETTINGS_TEXTS.termsSaveFailed, errorText(error)) }, TOAST_ABOUT);
    }
  };

  const ready = Boolean(settings.data?.appSettings);
  return (
    <section className="app-settings-page" data-page-ready={!settings.loading || undefined}>
      <div className="app-settings-header">
        <h2>Configurações Apps</h2>
        <ButtonGroup>
          <Button icon="document-open" text="Visualizar Termos de Uso" onClick={() => setDialog('view')} />
          <Button icon="edit" text="Editar Termos de Uso" onClick={() => setDialog('edit')} />
          <Button icon="shield" text="Política de Privacidade" onClick={privacy.show} />
        </ButtonGroup>
      </div>
      {settings.loading && <Spinner size={20} aria-label="Carregando configurações" />}
      {settings.error && (
        <Callout intent="danger" role="alert">
          {errorText(settings.error)}
        </Callout>
      )}
      <AppSettingsForm
        values={values}
        onText={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        onSwitch={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        errors={errors}
        disabled={!ready}
        saving={saving}
        onSubmit={ask}
      />
      <ConfirmDialog
        open={confirming}
        title="Manutenção"
        question={values.maintenance ? APP_SETTINGS_TEXTS.maintenanceOn : APP_SETTINGS_TEXTS.maintenanceOff}
        loading={saving}
        onClose={() => setConfirming(false)}
        onSubmit={() => void submit()}
      />
      {dialog !== null && terms.loading && <Spinner size={20} aria-label="Carregando Termos de Uso" />}
      {privacy.loading && <Spinner size={20} aria-label="Carregando Política de Privacidade" />}
      <PrivacyPolicyDialog
        open={privacy.open}
        values={privacy.values}
        errors={privacy.errors}
        onChange={privacy.change}
        saving={privacy.saving}
        onClose={privacy.close}
        onSave={privacy.save}
        unavailable={privacy.unavailable}
      />
      <TermsViewDialog open={dialog === 'view' && Boolean(terms.data)} topics={terms.data?.termsOfUse ?? []} onClose={() => setDialog(null)} />
      <TermsEditDialog
        open={dialog === 'edit' && Boolean(terms.data)}
        draft={draft}
        onChange={setDraft}
        saving={savingTerms}
        onClose={() => setDialog(null)}
        onSave={() => void submitTerms()}
      />
    </section>
  );
}
