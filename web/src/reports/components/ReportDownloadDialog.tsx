// The dialog that offers a generated report's CSV (docs/areas/staff-and-support.md#reports): its file name, the branch
// and period it covers (so a file is never taken for another period's) and the download link, and beside it the same
// report as XLSX (docs/decisions/0050-report-xlsx.md: CPFs, EANs, money and dates typed for Excel), streamed by the gateway when
// clicked.
import { AnchorButton, Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';

export interface ReadyReport {
  title: string;
  fileName: string;
  /** An object URL of the downloaded CSV */
  url: string;
  /** The gateway's XLSX of the same parameters (its path and query string) and its file name */
  xlsx: { url: string; fileName: string };
  /** 'Todas' or '17 - Loja 17', for reports with a branch */
  branch?: string;
  /** '01/10/2026 a 31/10/2026', for reports with a period */
  period?: string;
}

interface Props {
  report: ReadyReport | null;
  onClose: () => void;
}

export function ReportDownloadDialog({ report, onClose }: Props) {
  return (
    <AppDialog isOpen={report !== null} title="Relatório gerado" onClose={onClose}>
      <DialogBody>
        <p>
          O relatório <strong>{report?.title}</strong> está pronto.
        </p>
        {report?.branch && <p>{`Filial: ${report.branch}`}</p>}
        {report?.period && <p>{`Período: ${report.period}`}</p>}
        <p>
          Arquivo: <code>{report?.fileName}</code>
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Fechar" onClick={onClose} />
            <AnchorButton icon="th" text="Baixar XLSX" href={report?.xlsx.url} download={report?.xlsx.fileName} />
            <AnchorButton intent="primary" icon="download" text="Baixar CSV" data-autofocus href={report?.url} download={report?.fileName} />
          </>
        }
      />
    </AppDialog>
  );
}
