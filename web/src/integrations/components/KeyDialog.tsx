// 'Nova chave': name, the pages the key may read and change (checkboxes), an optional branch and the expiry. With a
// branch chosen, the branch-wide pages (their data belongs to no branch: the gateway says which) cannot be ticked.
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { Select } from '../../lib/select';
import type { Page } from '../../generated/graphql';
import { INPUT_LIMITS } from '../../generated/input-limits';
import { daysAhead, emptyKeyForm, keyFormProblems, MAX_DAYS, pageLabel, type KeyFormValues } from '../form';

interface Props {
  pages: ReadonlyArray<{ page: Page; branchWide: boolean }>;
  branches: ReadonlyArray<{ code: number; name: string }>;
  saving: boolean;
  /** The gateway's refusals by field. */
  refused: Record<string, string>;
  onSubmit(values: KeyFormValues): void;
  onClose(): void;
}

export function KeyDialog({ pages, branches, saving, refused, onSubmit, onClose }: Props) {
  const [values, setValues] = useState<KeyFormValues>(() => emptyKeyForm());
  const [checked, setChecked] = useState<Record<string, string>>({});
  const problems = { ...refused, ...checked };
  const set = (change: Partial<KeyFormValues>) => setValues((current) => ({ ...current, ...change }));
  const toggle = (page: Page) => set({ pages: values.pages.includes(page) ? values.pages.filter((p) => p !== page) : [...values.pages, page] });
  const branchWide = new Set(pages.filter((p) => p.branchWide).map((p) => p.page));
  // Choosing a branch takes the branch-wide pages off the key: a bound key cannot hold them.
  const chooseBranch = (branch: string) => set({ branch, pages: branch ? values.pages.filter((p) => !branchWide.has(p)) : values.pages });
  const submit = () => {
    const found = keyFormProblems(values);
    setChecked(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const invalid = (field: string) => (problems[field] ? Intent.DANGER : Intent.NONE);

  return (
    <Dialog isOpen title="Nova chave de integração" onClose={onClose} canOutsideClickClose={false}>
      <DialogBody>
        <FormGroup label="Nome da integração" labelFor="key-name" helperText={problems.name} intent={invalid('name')}>
          <InputGroup
            id="key-name"
            value={values.name}
            maxLength={INPUT_LIMITS.IntegrationKeyInput.name.maxLength}
            intent={invalid('name')}
            onChange={(e) => set({ name: e.target.value })}
            autoFocus
          />
        </FormGroup>
        <fieldset className="integration-pages">
          <legend>Páginas que a chave pode ler e alterar</legend>
          {pages.map(({ page, branchWide: wide }) => (
            <Checkbox
              key={page}
              label={wide ? `${pageLabel(page)} (todas as filiais)` : pageLabel(page)}
              checked={values.pages.includes(page)}
              disabled={wide && values.branch !== ''}
              onChange={() => toggle(page)}
            />
          ))}
          {problems.pages && <p className="integration-field-error">{problems.pages}</p>}
        </fieldset>
        <FormGroup
          label="Filial"
          labelFor="key-branch"
          helperText={problems.branch ?? 'Com uma filial, a chave vê e altera só os dados dela, e não recebe as páginas que valem para todas as filiais.'}
        >
          <Select id="key-branch" value={values.branch} onChange={(e) => chooseBranch(e.target.value)}>
            <option value="">Todas as filiais</option>
            {branches.map((b) => (
              <option key={b.code} value={String(b.code)}>
                {b.code} - {b.name}
              </option>
            ))}
          </Select>
        </FormGroup>
        <FormGroup label="Validade" labelFor="key-expiry" helperText={problems.expiresAt ?? `Até ${MAX_DAYS} dias.`} intent={invalid('expiresAt')}>
          <input
            id="key-expiry"
            className="bp6-input"
            type="date"
            min={daysAhead(1)}
            max={daysAhead(MAX_DAYS)}
            value={values.expiresOn}
            onChange={(e) => set({ expiresOn: e.target.value })}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" onClick={onClose} />
            <Button intent="primary" text="Criar chave" loading={saving} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
