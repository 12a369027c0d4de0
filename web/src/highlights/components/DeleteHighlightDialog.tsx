// The delete confirmation of 'Destaques' (docs/areas/catalogue.md#highlights): 'Deseja Realmente Excluir esse
// Destaque?' with Cancelar and Confirmar; focus starts on Confirmar, so Enter confirms and Esc cancels.
import { DeleteDialog } from '../../lib/deleteDialog';

export const DELETE_QUESTION = 'Deseja Realmente Excluir esse Destaque?';

interface Props {
  /** The highlight's title; null: closed */
  title: string | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function DeleteHighlightDialog({ title, ...rest }: Props) {
  return <DeleteDialog name={title} title="Excluir Destaque" question={DELETE_QUESTION} nameClassName="highlight-count" {...rest} />;
}
