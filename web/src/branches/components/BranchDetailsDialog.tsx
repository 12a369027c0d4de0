// Branch details (docs/areas/catalogue.md#branches): every field plus the branch's delivery periods (start, end, max
// quantity).
import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { DialogBody } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { AppDialog } from '../../lib/dialog';
import { DetailsList, type DetailRow } from '../../lib/detailsDialog';
import { formatCep, formatCnpj, orDash } from '../../lib/documents';
import { errorText } from '../../lib/errors';
import { BranchDetailsQuery } from '../queries';
import { BRANCH_STATUS } from './BranchTable';
import { SCHEDULE_TYPES } from '../form';

const LOAD_FAILED = 'Erro ao Carregar a Filial: ';

const typeLabel = (type: string) => SCHEDULE_TYPES.find(([t]) => t === type)?.[1] ?? type;

function Details({ code }: { code: number }) {
  const { data, loading, error } = useQuery(BranchDetailsQuery, { variables: { code }, fetchPolicy: 'cache-and-network' });
  if (!data && loading) return <Spinner aria-label="Carregando filial" />;
  if (error) return <NonIdealState icon="error" title={error.message.startsWith(LOAD_FAILED.trim()) ? error.message : `${LOAD_FAILED}${errorText(error)}`} />;
  const b = data?.branch;
  if (!b) return <NonIdealState icon="search" title="Filial não encontrada." />;
  const rows: DetailRow[] = [
    ['Código', String(b.code)],
    ['Razão Social', b.name],
    ['CNPJ', formatCnpj(b.cnpj)],
    ['Endereço', `${orDash(b.address)}, ${orDash(b.number)}`],
    ['Bairro', orDash(b.neighbourhood)],
    ['Cidade/UF', `${orDash(b.city)}/${orDash(b.state)}`],
    ['CEP', formatCep(b.postalCode)],
    ['Contato', orDash(b.contact)],
    ['URL Maps', orDash(b.mapsUrl)],
    ['URL WhatsApp', orDash(b.whatsappUrl)],
    ['Status', b.status ? BRANCH_STATUS[b.status] : '-'],
  ];
  return (
    <>
      {b.imageUrl && <img className="branch-image" src={b.imageUrl} alt={`Imagem da filial ${b.code}`} />}
      <DetailsList rows={rows} className="branch-details" />
      <h4>Horários de Entrega</h4>
      {b.deliveryPeriods && b.deliveryPeriods.length > 0 ? (
        <HTMLTable compact striped className="list-table">
          <thead>
            <tr>
              <th>Tipo</th>
              <th>Hora Inicio</th>
              <th>Hora Fim</th>
              <th>Quantidade Máxima de Entregas</th>
            </tr>
          </thead>
          <tbody>
            {b.deliveryPeriods.map((p) => (
              <tr key={p.id}>
                <td>{typeLabel(p.type)}</td>
                <td>{p.start}</td>
                <td>{p.end}</td>
                <td>{p.maxDeliveries}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>Nenhum horário cadastrado para esta filial.</p>
      )}
    </>
  );
}

export function BranchDetailsDialog({ code, onClose }: { code: number | null; onClose: () => void }) {
  return (
    <AppDialog isOpen={code !== null} title="Detalhes da Filial" onClose={onClose} className="branch-dialog">
      <DialogBody>{code !== null && <Details code={code} />}</DialogBody>
    </AppDialog>
  );
}
