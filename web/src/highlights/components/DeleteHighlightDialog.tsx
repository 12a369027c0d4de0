// The delete confirmation of 'Destaques' (spec 001 section 2.5): 'Deseja Realmente Excluir esse Destaque?' with
// Cancelar and Confirmar; focus starts on Confirmar, so Enter confirms and Esc cancels.
import { ConfirmDialog, DELETE_ANSWERS } from '../../lib/dialog';

export const DELETE_QUESTION = 'Deseja Realmente Excluir esse Destaque?';

interface Props {
  /** The highlight's title; null: closed */
  title: string | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function DeleteHighlightDialog({ title, loading, onClose, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={title !== null}
      title="Excluir Destaque"
      question={DELETE_QUESTION}
      detail={title && <p className="highlight-count">{title}</p>}
      answers={DELETE_ANSWERS}
      loading={loading}
      onClose={onClose}
      onSubmit={onConfirm}
    />
  );
}
