import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

interface Props {
  open: boolean;
  /** 'Confirma {acao}?' or 'Deseja Realmente Concluir este pedido?' */
  question: string;
  loading: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

export function ConfirmDialog({ open, question, loading, onClose, onSubmit }: Props) {
  return (
    <Dialog isOpen={open} title="Confirmação" onClose={onClose} canOutsideClickClose={!loading}>
      <DialogBody>
        <p>{question}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Não" onClick={onClose} disabled={loading} />
            <Button intent="primary" text="Sim" loading={loading} onClick={onSubmit} />
          </>
        }
      />
    </Dialog>
  );
}
