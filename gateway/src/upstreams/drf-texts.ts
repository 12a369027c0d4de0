// The Portuguese of the DRF-style services' refusals (the product API and the storage API answer Django REST
// framework's bodies: `{"field": ["message"]}`, `{"detail": "message"}`). Staff read these texts after the page's
// prefix ('Erro ao Atualizar: ...'), so none may reach them in English: DRF's standard messages are translated here,
// once for every domain (the wording of DRF's own pt_BR catalogue, made plainer); any other text that reads as
// English is replaced by a generic sentence about its field, never shown as it came. Texts the services already
// write in Portuguese pass unchanged. API field names are shown as the API spells them (Portuguese names such as
// 'horario' or 'filial'), but for the few that are English words, which get their Portuguese label.

type Translation = [RegExp, (...groups: string[]) => string];

const TRANSLATIONS: Translation[] = [
  [/^This field is required\.$/, () => 'Este campo é obrigatório.'],
  [/^This field may not be null\.$/, () => 'Este campo não pode ser nulo.'],
  [/^This field may not be blank\.$/, () => 'Este campo não pode ficar em branco.'],
  [/^This field cannot be changed once created\.$/, () => 'Este campo não pode ser alterado depois de criado.'],
  [/^Ensure this field has no more than (\d+) characters\.$/, (n) => `Este campo deve ter no máximo ${n} caracteres.`],
  [/^Ensure this field has at least (\d+) characters\.$/, (n) => `Este campo deve ter pelo menos ${n} caracteres.`],
  [/^Ensure this field has no more than (\d+) elements\.$/, (n) => `Este campo deve ter no máximo ${n} itens.`],
  [/^Ensure this field has at least (\d+) elements\.$/, (n) => `Este campo deve ter pelo menos ${n} itens.`],
  [/^Ensure this value is less than or equal to (.+)\.$/, (n) => `O valor deve ser menor ou igual a ${n}.`],
  [/^Ensure this value is greater than or equal to (.+)\.$/, (n) => `O valor deve ser maior ou igual a ${n}.`],
  [/^Ensure that there are no more than (\d+) digits in total\.$/, (n) => `O número deve ter no máximo ${n} dígitos.`],
  [/^Ensure that there are no more than (\d+) decimal places\.$/, (n) => `O número deve ter no máximo ${n} casas decimais.`],
  [/^Ensure that there are no more than (\d+) digits before the decimal point\.$/, (n) => `O número deve ter no máximo ${n} dígitos antes da vírgula.`],
  [/^Ensure this date is on or after (\w+)\.$/, (other) => `A data deve ser igual ou posterior a ${other}.`],
  [/^A valid integer is required\.$/, () => 'Informe um número inteiro válido.'],
  [/^A valid number is required\.$/, () => 'Informe um número válido.'],
  [/^Enter a number\.$/, () => 'Informe um número.'],
  [/^Invalid pk "(.*)" - object does not exist\.$/, (pk) => `Registro "${pk}" não encontrado.`],
  [/^Incorrect type\. Expected pk value, received \w+\.$/, () => 'Tipo incorreto: era esperado o código de um registro.'],
  [/^Not a valid string\.$/, () => 'Texto inválido.'],
  [/^(?:Must be a valid boolean|".*" is not a valid boolean)\.$/, () => 'Valor inválido: era esperado sim ou não.'],
  [/^Enter a valid email address\.$/, () => 'Informe um endereço de e-mail válido.'],
  [/^Enter a valid URL\.$/, () => 'Informe uma URL válida.'],
  [/^Enter a valid date\.$/, () => 'Informe uma data válida.'],
  [/^Date has wrong format\. Use one of these formats instead: (.+)\.$/, (f) => `Data em formato inválido. Use um destes formatos: ${f}.`],
  [/^Datetime has wrong format\. Use one of these formats instead: (.+)\.$/, (f) => `Data e hora em formato inválido. Use um destes formatos: ${f}.`],
  [/^Time has wrong format\. Use one of these formats instead: (.+)\.$/, (f) => `Hora em formato inválido. Use um destes formatos: ${f}.`],
  [/^"(.*)" is not a valid choice\.$/, (v) => `"${v}" não é uma opção válida.`],
  [/^Expected a list of items but got type "(.*)"\.$/, () => 'Era esperada uma lista de itens.'],
  [/^This list may not be empty\.$/, () => 'A lista não pode ficar vazia.'],
  [/^Invalid data\. Expected a dictionary, but got \w+\.$/, () => 'Dados inválidos: era esperado um objeto.'],
  [/^Not found\.$/, () => 'Não encontrado.'],
  [/^No .+ matches the given query\.$/, () => 'Registro não encontrado.'],
  [/^Invalid page\.$/, () => 'Página inválida.'],
  [/^.+ with this (.+) already exists\.$/, (field) => `Já existe um registro com este valor de ${fieldLabel(field)}.`],
  [/^The fields (.+) must make a unique set\.$/, (fields) => `Já existe um registro com estes valores de ${fields}.`],
  [/^Authentication credentials were not provided\.$/, () => 'As credenciais de autenticação não foram fornecidas.'],
  [/^Given token not valid for any token type\.?$/, () => 'Token inválido ou expirado.'],
  [/^No active account found with the given credentials\.?$/, () => 'Matrícula ou senha incorretas.'],
  [/^You do not have permission to perform this action\.$/, () => 'Você não tem permissão para executar essa ação.'],
  [/^Request was throttled\. Expected available in (\d+) seconds?\.$/, (n) => `Muitas requisições. Tente novamente em ${n} segundos.`],
  [/^Request was throttled\.$/, () => 'Muitas requisições. Tente novamente em instantes.'],
  [/^Method "(.+)" not allowed\.$/, (m) => `Método ${m} não permitido.`],
  [/^Unsupported media type "(.+)" in request\.$/, (t) => `Tipo de conteúdo ${t} não aceito.`],
  [/^JSON parse error - .*$/s, () => 'Os dados enviados não são um JSON válido.'],
  [/^Upload a valid image\..*$/s, () => 'Envie uma imagem válida.'],
  [/^No file was submitted\.$/, () => 'Nenhum arquivo foi enviado.'],
  [/^The submitted data was not a file\..*$/s, () => 'Os dados enviados não são um arquivo.'],
  [/^A server error occurred\.$/, () => 'Erro no servidor.'],
];

/**
 * Words of English sentences that no Portuguese sentence has ('a', 'no', 'do', 'as' are Portuguese words too), as
 * whole words between letters of any alphabet: `\b` would split 'Orçamento' at its 'ç' and find 'or'.
 */
const ENGLISH =
  /(?<!\p{L})(?:the|this|that|these|is|are|was|were|not|must|may|be|been|does|did|with|has|have|should|than|of|and|or|an|to|valid|invalid|required|ensure|object|exists?|already|expected|received|got|allowed|field|value|please|error|failed|unknown|missing|cannot|can't|only|enter|found|matches|given|provided)(?!\p{L})/iu;

/** API field names that are English words, in the words staff use. */
const FIELD_LABELS: Record<string, string> = {
  username: 'matrícula',
  password: 'senha',
  email: 'e-mail',
  first_name: 'nome',
  last_name: 'sobrenome',
  is_active: 'situação',
  name: 'nome',
  description: 'descrição',
  image: 'imagem',
  quantity: 'quantidade',
  steps: 'modo de preparo',
  ingredients: 'ingredientes',
  product: 'produto',
  order: 'ordem',
  branch: 'filial',
  code: 'código',
  title: 'título',
  status: 'situação',
  type: 'tipo',
  date: 'data',
  file: 'arquivo',
  file_name: 'nome do arquivo',
  folder: 'pasta',
  refresh: 'token de renovação',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** Whether a text reads as English (a service's own sentence no translation above knows). */
export const readsAsEnglish = (text: string) => ENGLISH.test(text);

/**
 * The Portuguese of one message of a DRF-style service: DRF's own messages translated, any other English replaced
 * by `generic`, Portuguese kept.
 */
export function portugueseMessage(text: string, generic: string): string {
  const trimmed = text.trim();
  for (const [pattern, translate] of TRANSLATIONS) {
    const match = pattern.exec(trimmed);
    if (match) return translate(...match.slice(1));
  }
  return readsAsEnglish(trimmed) ? generic : trimmed;
}

/** Whether `shown` (an error's message) is the product API's `english` message, as it came or translated here. */
export const isDrfMessage = (shown: string, english: string) => shown === english || shown === portugueseMessage(english, english);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How the generic sentences name a service: 'valor não aceito pela API de produtos.', 'A API de produtos recusou...'. */
export interface ServiceWords {
  /** 'pela API de produtos' */
  by: string;
  /** 'A API de produtos' */
  subject: string;
}

/**
 * A DRF body with every message in Portuguese (keys kept as the API names them, so callers that read a field's
 * errors by its name still find them).
 */
export function portugueseBody(body: unknown, service: ServiceWords): unknown {
  const translate = (value: unknown, field: string | null): unknown => {
    if (typeof value === 'string') {
      return portugueseMessage(value, field ? `valor não aceito ${service.by}.` : `${service.subject} recusou os dados enviados.`);
    }
    if (Array.isArray(value)) return value.map((v) => translate(v, field));
    if (isRecord(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translate(v, k === 'detail' || k === 'non_field_errors' ? null : k)]));
    }
    return value;
  };
  return translate(body, null);
}
