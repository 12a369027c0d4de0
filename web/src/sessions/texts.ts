// What 'Sessões abertas' says (the gateway's own texts come in its answers: the success message, its refusals).
export const SESSIONS_TEXTS = {
  menuItem: 'Sessões abertas',
  title: 'Sessões abertas',
  intro: 'Onde você está com login agora. Se não reconhecer uma sessão, encerre as outras e troque a sua senha.',
  loading: 'Carregando sessões',
  loadFailed: 'Não foi possível carregar as sessões',
  empty: 'Nenhuma sessão aberta',
  current: 'Esta sessão',
  unknownAddress: 'Endereço desconhecido',
  endOthers: 'Encerrar outras sessões',
  noOthers: 'Não há outra sessão aberta.',
  confirmQuestion: 'Encerrar todas as outras sessões?',
  confirmDetail: 'Os outros navegadores e ferramentas que entraram com a sua matrícula saem na hora. Esta sessão continua aberta.',
  confirmYes: 'Encerrar',
  endFailed: 'Erro ao encerrar as outras sessões: ',
  retry: 'Tentar Novamente',
  close: 'Fechar',
} as const;
