// What differs between the three staff pages (docs/areas/staff-and-support.md#staff): titles, button texts, toasts and
// which form fields they show. The gateway is the authority on the rules and sends the success texts; the texts here
// are the spec's, exactly: what the gateway cannot know (titles, the search toasts) and the failure prefixes shown when
// it cannot be reached at all.
export type StaffKind = 'employee' | 'picker' | 'deliveryman';

export interface KindTexts {
  title: string;
  newButton: string;
  reloadButton: string;
  filterTitle: string;
  newTitle: string;
  editTitle: string;
  detailsTitle: string;
  found: string;
  none: string;
  loadFailed: string;
  createFailed: string;
  updateFailed: string;
  loading: string;
}

export const KIND_TEXTS: Readonly<Record<StaffKind, KindTexts>> = {
  employee: {
    title: 'Funcionários',
    newButton: 'Novo Funcionário',
    reloadButton: 'Atualizar',
    filterTitle: 'Filtrar Funcionários',
    newTitle: 'Novo Funcionário',
    editTitle: 'Editar Funcionário',
    detailsTitle: 'Detalhes do Funcionário',
    found: 'Funcionário(s) encontrado(s) com sucesso!',
    none: 'Nenhum funcionário encontrado!',
    loadFailed: 'Erro ao Buscar Funcionário(s): ',
    createFailed: 'Erro ao cadastrar funcionário: ',
    updateFailed: 'Erro ao Atualizar Funcionário: ',
    loading: 'Carregando funcionários',
  },
  picker: {
    title: 'Busca de Separadores',
    newButton: 'Novo Separador',
    reloadButton: 'Todos os Separadores',
    filterTitle: 'Filtrar Separadores',
    newTitle: 'Novo Separador',
    editTitle: 'Editar Separador',
    detailsTitle: 'Detalhes do Separador',
    found: 'Separador(es) encontrado(s) com sucesso!',
    none: 'Nenhum separador encontrado!',
    loadFailed: 'Erro ao Buscar Separador(es): ',
    createFailed: 'Erro ao cadastrar separador: ',
    updateFailed: 'Erro ao Atualizar Separador: ',
    loading: 'Carregando separadores',
  },
  deliveryman: {
    title: 'Busca de Entregadores',
    newButton: 'Novo Entregador',
    reloadButton: 'Todos os Entregadores',
    filterTitle: 'Filtrar Entregadores',
    newTitle: 'Novo Entregador',
    editTitle: 'Editar Entregador',
    detailsTitle: 'Detalhes do Entregador',
    found: 'Entregador(es) encontrado(s) com sucesso!',
    none: 'Nenhum entregador encontrado!',
    loadFailed: 'Erro ao Buscar Entregador(es): ',
    createFailed: 'Erro ao cadastrar entregador: ',
    updateFailed: 'Erro ao Atualizar Entregador: ',
    loading: 'Carregando entregadores',
  },
};
