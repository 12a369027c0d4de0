// The dialog that offers a generated report's CSV (spec 002 section 2): its file name and the download link.
import { AnchorButton, Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

export interface ReadyReport {
  title: string;
  fileName: string;
  /** An object URL of the downloaded CSV */
  url: string;
}

interface Props {
  report: ReadyReport | null;
  onClose: () => void;
}

export function ReportDownloadDialog({ report, onClose }: Props) {
  return (
    <Dialog isOpen={report !== null} title="Relatório gerado" onClose={onClose}>
      <DialogBody>
        <p>
          O relatório <strong>{report?.title}</strong> está pronto.
        </p>
        <p>
          Arquivo: <code>{report?.fileName}</code>
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Fechar" onClick={onClose} />
            <AnchorButton intent="primary" icon="download" text="Baixar CSV" href={report?.url} download={report?.fileName} />
          </>
        }
      />
    </Dialog>
  );
}
