// 'Configurações Gerais' (page configuracoes, types 1 and 2): choose a branch (kept in the URL as ?filial=), then
// its settings in six sections; saving creates them when the branch has none, else updates them, and locks the
// form again. The texts of the rules and of the outcome come from the gateway.
import { useEffect, useState } from 'react';
import { Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { showToast } from '../../lib/toaster';
import { errorText, prefixedError } from '../../lib/errors';
import { SettingsForm } from '../components/SettingsForm';
import type { SettingsPage_SettingsFragment } from '../../generated/graphql';
import { SETTINGS_LABELS, settingsInput, settingsProblems, settingsValues, type SettingsValues } from '../form';
import { labelledErrorsText } from '../../lib/formMessages';
import { BranchSettingsQuery, SaveBranchSettingsMutation, SettingsBranchesQuery } from '../queries';
import '../settings.css';
import { Select } from '../../lib/select';

export const SETTINGS_TEXTS = {
  chooseBranch: 'Selecione a filial para alterar/visualizar suas respectivas configurações!',
  /** Only for a failure the gateway could not word (the connection itself). */
  saveFailed: 'Erro ao Atualizar Configurações: ',
} as const;

const TOAST_ABOUT = 'configuracoes';

function branchOf(params: URLSearchParams): number | null {
  const text = params.get('filial');
  return text && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const branch = branchOf(params);
  const branches = useQuery(SettingsBranchesQuery);
  const settings = useQuery(BranchSettingsQuery, { variables: { branch: branch ?? 0 }, skip: branch === null, fetchPolicy: 'network-only' });
  // The settings last read or saved; the form's values start from them.
  const [current, setCurrent] = useState<SettingsPage_SettingsFragment | null>(null);
  const [values, setValues] = useState<SettingsValues>(() => settingsValues(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [save, { loading: saving }] = useMutation(SaveBranchSettingsMutation);
  const loaded = branch !== null && !settings.loading && current?.branch === branch;

  useEffect(() => {
    setSaved(false);
    setErrors({});
  }, [branch]);
  useEffect(() => setCurrent(settings.data?.branchSettings ?? null), [settings.data]);
  useEffect(() => setValues(settingsValues(current)), [current]);

  const choose = (code: string) => setParams(code ? { filial: code } : {});
  const change = (field: keyof SettingsValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async () => {
    if (branch === null) return;
    const parsed = settingsInput(values);
    const problems = { ...settingsProblems(values, Boolean(current?.loyaltyPasswordSet)), ...('typing' in parsed ? parsed.typing : {}) };
    if ('typing' in parsed || Object.keys(problems).length) return setErrors(problems);
    setErrors({});
    try {
      const payload = (await save({ variables: { branch, input: parsed.input } })).data?.saveBranchSettings;
      if (!payload) return;
      if (payload.errors.length) {
        const onFields = payload.errors.filter((e) => e.field && e.field in values);
        setErrors(Object.fromEntries(onFields.map((e) => [e.field!, e.message])));
        const others = payload.errors.filter((e) => !onFields.includes(e));
        if (others.length) void showToast({ intent: 'danger', message: labelledErrorsText(others, SETTINGS_LABELS) }, TOAST_ABOUT);
        return;
      }
      setCurrent(payload.settings ?? null);
      setSaved(true);
      void showToast({ intent: 'success', message: payload.message ?? '' }, TOAST_ABOUT);
    } catch (error) {
      void showToast({ intent: 'danger', message: prefixedError(SETTINGS_TEXTS.saveFailed, errorText(error)) }, TOAST_ABOUT);
    }
  };

  const options = [
    { value: '', label: 'Selecione a filial' },
    ...(branches.data?.branchChoices ?? []).map((b) => ({ value: String(b.code), label: `${b.code} - ${b.name}` })),
  ];
  return (
    <section className="settings-page" data-page-ready={!branches.loading || undefined}>
      <h2>Configurações Gerais</h2>
      <div className="settings-branch">
        <FormGroup label="Filial" labelFor="config-branch">
          <Select
            id="config-branch"
            value={branch === null ? '' : String(branch)}
            options={options}
            onChange={(e) => choose(e.currentTarget.value)}
            disabled={branches.loading}
          />
        </FormGroup>
        {(branches.loading || settings.loading) && <Spinner size={20} aria-label="Carregando configurações" />}
      </div>
      {branch === null && (
        <Callout intent="warning" role="status">
          {SETTINGS_TEXTS.chooseBranch}
        </Callout>
      )}
      {branches.error && (
        <Callout intent="danger" role="alert">
          {errorText(branches.error)}
        </Callout>
      )}
      {settings.error && (
        <Callout intent="danger" role="alert">
          {errorText(settings.error)}
        </Callout>
      )}
      {branch !== null && !settings.loading && !settings.error && settings.data?.branchSettings === null && (
        <Callout intent="warning" role="status">
          Filial não encontrada.
        </Callout>
      )}
      {loaded && current?.id === null && (
        <Callout intent="primary" className="settings-new">
          Esta filial ainda não tem configurações: preencha e salve para criá-las.
        </Callout>
      )}
      <SettingsForm
        values={values}
        onChange={change}
        errors={errors}
        locked={!loaded || saved}
        passwordSet={Boolean(current?.loyaltyPasswordSet)}
        saving={saving}
        canUnlock={loaded && saved}
        onUnlock={() => setSaved(false)}
        onSubmit={() => void submit()}
      />
    </section>
  );
}
