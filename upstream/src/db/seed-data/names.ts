// Word lists for plausible Brazilian (Teresina-PI) people and places.
export const FIRST_NAMES = [
  'Ana', 'Maria', 'José', 'João', 'Francisco', 'Antônio', 'Francisca', 'Carlos', 'Paulo', 'Pedro', 'Lucas',
  'Luiz', 'Marcos', 'Luís', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo',
  'Rodrigo', 'Manoel', 'Mateus', 'André', 'Fernando', 'Fábio', 'Leonardo', 'Gustavo', 'Guilherme', 'Juliana',
  'Adriana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline', 'Sandra', 'Camila', 'Amanda', 'Bruna', 'Jéssica',
  'Letícia', 'Júlia', 'Luciana', 'Vanessa', 'Mariana', 'Gabriela', 'Vera', 'Vitória', 'Larissa', 'Cláudia',
  'Beatriz', 'Luana', 'Rita', 'Sônia', 'Renata', 'Eliane', 'Josefa', 'Simone', 'Natália', 'Cícero', 'Valdir',
];

export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Sousa', 'Moura', 'Brito', 'Castelo Branco',
];

export const STREETS = [
  'Avenida Frei Serafim', 'Avenida Nossa Senhora de Fátima', 'Rua Areolino de Abreu', 'Avenida Dom Severino',
  'Avenida Presidente Kennedy', 'Rua Anísio de Abreu', 'Avenida João XXIII', 'Rua Coelho de Resende',
  'Avenida Miguel Rosa', 'Rua Álvaro Mendes', 'Avenida Homero Castelo Branco', 'Rua Rui Barbosa',
  'Avenida Jóquei Clube', 'Rua Desembargador Freitas', 'Avenida Barão de Castelo Branco', 'Rua Olavo Bilac',
  'Avenida Raul Lopes', 'Rua Senador Teodoro Pacheco', 'Avenida Ayrton Senna', 'Rua Elizeu Martins',
];

/** Neighbourhoods with a postal code each; the first CEP (64220000) is the demo `codCepBuscaBairro`. */
export const NEIGHBOURHOODS: readonly { bairro: string; cep: string }[] = [
  { bairro: 'Centro', cep: '64220000' },
  { bairro: 'Jóquei', cep: '64049110' },
  { bairro: 'Fátima', cep: '64049410' },
  { bairro: 'São Cristóvão', cep: '64052020' },
  { bairro: 'Ilhotas', cep: '64014050' },
  { bairro: 'Horto', cep: '64052410' },
  { bairro: 'Morada do Sol', cep: '64056180' },
  { bairro: 'Noivos', cep: '64045130' },
  { bairro: 'Cabral', cep: '64000180' },
  { bairro: 'Piçarra', cep: '64017500' },
  { bairro: 'Dirceu Arcoverde', cep: '64078213' },
  { bairro: 'Mocambinho', cep: '64010310' },
];

/** Extra neighbourhood names served inside the demo CEP (bairros-externos). */
export const EXTERNAL_NEIGHBOURHOODS = [
  'Centro Norte', 'Centro Sul', 'Vermelha', 'Marquês', 'Matinha', 'Porenquanto', 'Acarape', 'Aeroporto',
];

export const CANCEL_REASONS = [
  'Cliente desistiu da compra', 'Endereço fora da área de entrega', 'Pagamento não aprovado',
  'Produtos indisponíveis em estoque', 'Cliente não atendeu na entrega', 'Pedido duplicado',
];

export const RATING_COMMENTS = [
  'Entrega rápida, produtos bem embalados.', 'Faltou um item, mas o entregador foi atencioso.',
  'Carnes muito frescas, recomendo!', 'Demorou mais que o previsto.', 'Ótimo atendimento, como sempre.',
];
