// One report's inputs in its accordion section (docs/areas/staff-and-support.md#reports): branch (the active branches
// and 'Todas', or the submanager's own branch, fixed), start and end dates (DD/MM/AAAA), the minimum value of report 5,
// and the button that generates it. Presentational: the page owns the values and the generation.
import { Button, FormGroup } from '@blueprintjs/core';
import type { ReportParameter } from '../../generated/graphql';
import { DayField, useDayProblems } from '../../lib/dateFields';
import { MoneyField } from '../../lib/moneyField';
import { Select } from '../../lib/select';
import { ALL_BRANCHES, minimumValueTaken, REPORT_TEXTS, type ReportForm } from '../rules';

interface BranchChoice {
  allBranches: boolean;
  branches: readonly { code: number; name: string }[];
}

interface Props {
  index: number;
  parameters: readonly ReportParameter[];
  form: ReportForm;
  branchChoice: BranchChoice;
  generating: boolean;
  onChange: (form: ReportForm) => void;
  /** The generation asked for; `dateProblem` names the date field whose text is not a day it accepts, and why. */
  onGenerate: (dateProblem: string | null) => void;
}

const DATE_LABELS = { inicio: 'Data inicial', fim: 'Data final' } as const;

export function ReportParametersForm({ index, parameters, form, branchChoice, generating, onChange, onGenerate }: Props) {
  const id = (name: string) => `relatorio-${index}-${name}`;
  const dates = useDayProblems();
  const fixedBranch = !branchChoice.allBranches && branchChoice.branches.length === 1;
  const branchOptions = [
    { value: '', label: 'Selecione a filial' },
    ...branchChoice.branches.map((b) => ({ value: String(b.code), label: `${b.code} - ${b.name}` })),
    ...(branchChoice.allBranches ? [{ value: ALL_BRANCHES, label: ALL_BRANCHES }] : []),
  ];
  return (
    <form
      className="report-form"
      onSubmit={(event) => {
        event.preventDefault();
        const refused = (['inicio', 'fim'] as const).find((field) => dates.problems[field]);
        onGenerate(refused ? REPORT_TEXTS.badDate(DATE_LABELS[refused], dates.problems[refused]) : null);
      }}
    >
      {parameters.includes('BRANCH') && (
        <FormGroup label="Filial" labelFor={id('filial')}>
          <Select
            id={id('filial')}
            value={fixedBranch ? String(branchChoice.branches[0].code) : form.branch}
            disabled={fixedBranch}
            options={branchOptions}
            onChange={(event) => onChange({ ...form, branch: event.currentTarget.value })}
          />
        </FormGroup>
      )}
      {parameters.includes('PERIOD') && (
        <>
          <FormGroup label={DATE_LABELS.inicio} labelFor={id('inicio')} intent={dates.problems.inicio ? 'danger' : 'none'} helperText={dates.problems.inicio}>
            <DayField
              id={id('inicio')}
              onProblem={dates.on('inicio')}
              value={form.startDate}
              max={form.endDate || undefined}
              onChange={(startDate) => onChange({ ...form, startDate })}
            />
          </FormGroup>
          <FormGroup label={DATE_LABELS.fim} labelFor={id('fim')} intent={dates.problems.fim ? 'danger' : 'none'} helperText={dates.problems.fim}>
            <DayField
              id={id('fim')}
              onProblem={dates.on('fim')}
              value={form.endDate}
              min={form.startDate || undefined}
              onChange={(endDate) => onChange({ ...form, endDate })}
            />
          </FormGroup>
        </>
      )}
      {parameters.includes('MINIMUM_VALUE') && (
        <FormGroup label="Valor mínimo" labelFor={id('valor')}>
          <MoneyField
            id={id('valor')}
            value={form.minimumValue}
            invalid={form.minimumValue.trim() !== '' && !minimumValueTaken(form.minimumValue)}
            onChange={(minimumValue) => onChange({ ...form, minimumValue })}
          />
        </FormGroup>
      )}
      {parameters.length === 0 && <p className="report-form-note">Este relatório não tem parâmetros.</p>}
      <Button type="submit" intent="primary" icon="export" text="Gerar Relatório" loading={generating} />
    </form>
  );
}
