// The calls of docs/areas/staff-and-support.md#calls (staff, logs, app settings and terms, recipes, report 7's products), and the two
// the gateway makes that no spec table lists (docs/contracts/product-api.md#extensions): extensions the gateway probes
// for; a service without them is OFF (the feature degrades in the open), not a failure.
import { someBranch } from '../ids';
import { at, byId, fixed, type CallCheck } from './shape';

export const SPEC_002_CALLS: readonly CallCheck[] = [
  {
    row: 'GET detalhe-funcionario/ is_superuser=false, cpf, nome, matricula, user, role flags, page_size, page (docs/areas/staff-and-support.md#calls)',
    path: at('detalhe-funcionario/'),
    query: fixed({ is_superuser: false, page_size: 5, page: 1 }),
    shape: 'list',
    keys: ['id', 'nome', 'cpf', 'branch', 'user'],
  },
  {
    row: 'GET detalhe-application-logs/ dataHora_after/_before, metodo, usuario, page_size, page (docs/areas/staff-and-support.md#calls)',
    path: at('detalhe-application-logs/'),
    query: fixed({ page_size: 5, page: 1 }),
    shape: 'list',
    keys: ['id', 'metodo', 'usuario', 'tabela', 'dataHora'],
  },
  {
    row: 'GET detalhe-application-logs/{id}/ (one entry of the order history)',
    path: byId('detalhe-application-logs/', 'detalhe-application-logs/'),
    shape: 'record',
    keys: ['id', 'metodo', 'tabela', 'dataHora'],
  },
  {
    row: "GET application-logs/ metodo, usuario, tabela (the audit's look for its own entry, after POST application-logs/)",
    path: at('application-logs/'),
    query: fixed({ page_size: 5 }),
    shape: 'list',
    keys: ['id', 'metodo', 'usuario', 'tabela'],
  },
  {
    row: 'GET detalhe-update-logs page_size, page, date_hour_after/_before, type_op, user_op (docs/areas/staff-and-support.md#calls)',
    path: at('detalhe-update-logs/'),
    query: fixed({ page_size: 5, page: 1 }),
    shape: 'list',
    keys: ['id', 'start_date_hour', 'type_op', 'user_op'],
  },
  {
    row: 'GET application-settings/ (uses results[0], docs/areas/staff-and-support.md#calls)',
    path: at('application-settings/'),
    query: fixed({ page_size: 1 }),
    shape: 'list',
    keys: ['id', 'manutencao', 'url_suporte'],
  },
  {
    // Asked with a small page: the check reads the keys, not the whole catalogue (the gateway follows `next` pages).
    row: "GET produtos/ page_size=999999 (report 7, the products' visibility and its fields: docs/areas/staff-and-support.md#report-catalogue)",
    path: at('produtos/'),
    query: fixed({ page_size: 5 }),
    shape: 'list',
    keys: ['id', 'codfilial', 'codprod', 'codauxiliar', 'descricao', 'secao', 'subcategoria', 'foralinha'],
  },
  {
    row: 'GET detalhe-topicos/ page_size=100000 (docs/areas/staff-and-support.md#calls)',
    path: at('detalhe-topicos/'),
    query: fixed({ page_size: 100000 }),
    shape: 'list',
    keys: ['id', 'titulo', 'sequencia'],
  },
  {
    row: 'GET prod-recipe-search/ page_size=20, descricao, codfilial -> page, results.produtos, total (docs/areas/staff-and-support.md#calls)',
    path: at('prod-recipe-search/'),
    query: async (c) => ({ page_size: 20, descricao: 'A', codfilial: String((await someBranch(c))?.code ?? '') }),
    shape: 'products',
    keys: ['id', 'codprod', 'descricao', 'codfilial', 'pvenda'],
  },
  {
    row: 'GET recipes/recipes/ page, page_size -> total, results (docs/areas/staff-and-support.md#calls)',
    path: at('recipes/recipes/'),
    query: fixed({ page: 1, page_size: 5 }),
    shape: 'list',
    keys: ['id', 'name', 'ingredients', 'instructions'],
  },
  {
    row: 'GET recipes/recipes/{id}/ (the recipe PUT recipes/recipes/{id}/ writes, docs/areas/staff-and-support.md#calls)',
    path: byId('recipes/recipes/', 'recipes/recipes/'),
    shape: 'record',
    keys: ['id', 'name', 'ingredients', 'instructions'],
  },
  // Calls no spec table lists (docs/contracts/product-api.md#extensions): probed capabilities; absent (404) they report
  // OFF.
  {
    row: "GET politica-privacidade/ (not in the specs' call tables: the privacy policy dialog, docs/decisions/0023-privacy-policy-one-text.md)",
    path: at('politica-privacidade/'),
    query: fixed({ page_size: 1 }),
    shape: 'list',
    keys: ['id', 'titulo', 'texto'],
    extension: 'privacyPolicy',
  },
  {
    row: "GET dashboard/vendas-mensais/ anos, filial (not in the specs' call tables: the dashboard chart, docs/decisions/0024-dashboard-chart-scope.md)",
    path: at('dashboard/vendas-mensais/'),
    query: fixed({ anos: String(new Date().getFullYear()) }),
    shape: 'results',
    keys: ['ano', 'mes', 'pedidos', 'valor'],
    extension: 'monthlySales',
  },
];
