// Delivery configuration and settings: delivery periods (all types N/FDS/F/ESP), special hours, highlights,
// postal codes with fees and neighbourhoods, payment methods, general settings per branch, app settings.
import { ACTIVE_BRANCH_CODES, branchIdOf } from './branches';
import { BUTCHERY_SECTION_ID } from './catalogue';
import { addDays } from './dates';
import { EXTERNAL_NEIGHBOURHOODS, NEIGHBOURHOODS } from './names';
import type { Random } from './random';
import type { Row } from './bulk-insert';
import { demoImageUrl } from './demo-images';
import { shiftedPassword } from './loyalty-password';

export const DELIVERY_PERIODS: readonly [string, string][] = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['18:00', '20:00'],
  ['09:00', '12:00'],
  ['13:00', '17:00'],
  ['08:00', '12:00'],
  ['07:00', '09:00'],
];
/** Period ids used by ordinary weekday delivery (N). */
export const NORMAL_PERIOD_IDS = [1, 2, 3, 4, 5];

export const PAYMENT_METHODS: readonly [string, string][] = [
  ['Dinheiro', 'D'],
  ['Cartão de Crédito', 'CARC'],
  ['Cartão de Débito', 'CARD'],
  ['Vale Alimentação', 'VA'],
  ['Vale Refeição', 'VR'],
  ['PIX', 'PIX'],
  ['Cartão na Entrega', 'CARE'],
  ['Boleto', 'BOL'],
  ['Crediário Loja', 'CRED'],
  ['Carteira Digital', 'CDIG'],
  ['Convênio Empresa', 'CONV'],
  ['Convênio Servidor', 'CONS'],
];

export function settingsRows(random: Random, today: string, feeProducts: Map<number, { servico: number; entrega: number }>): Record<string, Row[]> {
  const horariosEntrega = DELIVERY_PERIODS.map(([horainicio, horafim], i) => ({ id: i + 1, horainicio, horafim }));
  const horariosFiliais: Row[] = [];
  const add = (filial: number, horario: number, quantidade: number, tipo: string) =>
    horariosFiliais.push({ id: horariosFiliais.length + 1, filial, horario, quantidade, tipo });
  for (const filial of ACTIVE_BRANCH_CODES) {
    for (const h of NORMAL_PERIOD_IDS) add(filial, h, random.int(8, 20), 'N');
    add(filial, 6, 12, 'FDS');
    add(filial, 7, 8, 'FDS');
    add(filial, 8, 6, 'F');
    add(filial, 9, 5, 'ESP');
    add(filial, 2, 10, 'ESP');
  }

  const year = Number(today.slice(0, 4));
  const especiais: Row[] = [];
  for (const filial of ACTIVE_BRANCH_CODES) {
    for (const y of [year - 1, year, year + 1]) {
      const days: [string, string, string][] = [
        [`${y}-01-01`, 'F', 'Confraternização Universal'],
        [`${y}-04-21`, 'F', 'Tiradentes'],
        [`${y}-08-16`, 'F', 'Aniversário de Teresina'],
        [`${y}-09-07`, 'F', 'Independência do Brasil'],
        [`${y}-10-19`, 'F', 'Dia do Piauí'],
        [`${y}-11-15`, 'F', 'Proclamação da República'],
        [`${y}-12-24`, 'ESP', 'Véspera de Natal - horário especial'],
        [`${y}-12-25`, 'F', 'Natal'],
        [`${y}-12-31`, 'ESP', 'Véspera de Ano Novo - horário especial'],
      ];
      for (const [data, tipo, descricao] of days) especiais.push({ id: especiais.length + 1, filial: branchIdOf(filial), data, tipo, descricao });
    }
    especiais.push({ id: especiais.length + 1, filial: branchIdOf(filial), data: addDays(today, 3), tipo: 'FDS', descricao: 'Plantão de domingo' });
  }

  const destaques: Row[] = [
    ['Ofertas da Semana', 'Confira as ofertas válidas até domingo', 'B', 'https://bompreco.local/ofertas'],
    ['Entrega Grátis', 'Compras acima de R$ 150,00 na Loja Centro', 'I', null],
    ['Festival do Açougue', 'Carnes selecionadas com até 20% de desconto', 'B', 'https://bompreco.local/acougue'],
    ['Cresce Vendas', 'Acumule pontos em todas as compras', 'I', null],
    ['Hortifruti Fresquinho', 'Frutas e verduras todos os dias', 'I', null],
  ].map(([titulo, descricao, tipo, link], i) => ({
    id: i + 1,
    titulo,
    descricao,
    tipo,
    link,
    imagem: demoImageUrl('destaques', i),
    status: 'A',
  }));

  const ceps = NEIGHBOURHOODS.map((n, i) => ({ id: i + 1, cep: n.cep, endereco: `${n.bairro}, Teresina - PI` }));
  const taxas: Row[] = [];
  for (const filial of ACTIVE_BRANCH_CODES) {
    for (const cep of ceps) taxas.push({ id: taxas.length + 1, filial, cep: cep.id, valor: random.money(4, 15) });
  }
  const bairros = EXTERNAL_NEIGHBOURHOODS.map((bairro, i) => ({
    id: i + 1,
    bairro,
    valor: random.money(5, 18),
    observacao: i % 3 === 0 ? 'Entrega somente até 18h' : null,
    ativo: i !== EXTERNAL_NEIGHBOURHOODS.length - 1,
    cep: 1,
  }));

  const formas = PAYMENT_METHODS.map(([descricao, codinterno], i) => ({
    id: i + 1,
    codinterno,
    codcobwinthor: String(i + 1).padStart(4, '0'),
    descricao,
    imagem: demoImageUrl('formas-pagamento', i),
  }));

  const configuracoes = ACTIVE_BRANCH_CODES.map((filial, i) => ({
    id: i + 1,
    filial: branchIdOf(filial),
    vlrmincompraapp: filial === 17 ? '50.00' : '60.00',
    vlrminretiradaloja: '30.00',
    limitempedadd: 15,
    margemms: '10.00',
    intervaloentrega: 120,
    qtdminhorarios: 2,
    taxaservico: '2.99',
    idprodtaxaservico: feeProducts.get(filial)!.servico,
    codtaxaservicowinthor: '9001',
    idprodtaxaentrega: feeProducts.get(filial)!.entrega,
    codtaxaentregawinthor: '9002',
    codcepbuscabairro: '64220000',
    urlsuporte: 'https://wa.me/5586999990000',
    cvusername: `cv-loja${filial}`,
    cvpassword: shiftedPassword(`cv-token-${filial}`),
    idsecaoacougue: BUTCHERY_SECTION_ID,
  }));

  const appSettings = [
    {
      id: 1,
      manutencao: false,
      url_suporte: 'https://wa.me/5586999990000',
      versao_android: '3.4.1',
      package_name_android: 'br.com.bompreco.app',
      url_play_store: 'https://play.google.com/store/apps/details?id=br.com.bompreco.app',
      att_obrigatoria_android: false,
      versao_ios: '3.4.0',
      package_name_ios: 'br.com.bompreco.app',
      url_app_store: 'https://apps.apple.com/br/app/bom-preco/id1500000000',
      att_obrigatoria_ios: false,
      versao_app_separador: '1.9.2',
      att_obrig_separador: true,
    },
  ];

  return {
    horarios_entrega: horariosEntrega,
    horarios_filiais: horariosFiliais,
    horarios_especiais: especiais,
    destaques,
    ceps,
    taxas,
    bairros_externos: bairros,
    formas_pagamento: formas,
    configuracoes_gerais: configuracoes,
    application_settings: appSettings,
  };
}
