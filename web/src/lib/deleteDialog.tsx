// The spec's delete confirmation of one named record (highlights, payment methods): 'Deseja Realmente Excluir ...?'
// with the record's name under it, Cancelar and Confirmar in red; focus starts on Confirmar, so Enter confirms and
// Esc cancels.
import { ConfirmDialog, DELETE_ANSWERS } from './dialog';

export interface DeleteDialogProps {
  /** The record's name as shown under the question; null: closed. */
  name: string | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

interface Props extends DeleteDialogProps {
  title: string;
  question: string;
  /** The class of the name's paragraph. */
  nameClassName: string;
}

export function DeleteDialog({ name, loading, onClose, onConfirm, title, question, nameClassName }: Props) {
  return (
    <ConfirmDialog
      open={name !== null}
      title={title}
      question={question}
      detail={name && <p className={nameClassName}>{name}</p>}
      answers={DELETE_ANSWERS}
      loading={loading}
      onClose={onClose}
      onSubmit={onConfirm}
    />
  );
}
