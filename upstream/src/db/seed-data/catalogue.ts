// The demo catalogue tree: sections -> categories -> subcategories, with product stems and brands to combine
// into thousands of distinct product descriptions. Section 3378 is the butchery section
// (docs/decisions/0006-ids-are-data.md: the id is data, referenced by each branch's general settings).
export interface CategorySpec {
  descricao: string;
  subcategorias: string[];
  stems: string[];
  /** 'KG' products are weighed (pesounitario, codbalanca); others are sold per unit. */
  unidade: 'KG' | 'UN' | 'PCT' | 'LT' | 'CX';
  price: [number, number];
  brands: string[];
  /** Package sizes; empty for products sold loose (weighed or by the piece). */
  packs: string[];
}

export interface SectionSpec {
  id: number;
  descricao: string;
  icone: string;
  categorias: CategorySpec[];
}

export const BUTCHERY_SECTION_ID = 3378;

export const SECTIONS: readonly SectionSpec[] = [
  {
    id: 3370,
    descricao: 'MERCEARIA',
    icone: 'shopping-basket',
    categorias: [
      {
        descricao: 'GRÃOS E CEREAIS',
        subcategorias: ['ARROZ', 'FEIJÃO', 'MILHO'],
        stems: ['ARROZ BRANCO', 'ARROZ PARBOILIZADO', 'FEIJÃO CARIOCA', 'FEIJÃO PRETO', 'FEIJÃO VERDE', 'FLOCÃO DE MILHO'],
        unidade: 'PCT',
        price: [4, 32],
        brands: ['CAMIL', 'TIO JOÃO', 'KICALDO', 'PILAR', 'BROTO LEGAL'],
        packs: ['500G', '1KG', '2KG', '5KG'],
      },
      {
        descricao: 'MASSAS',
        subcategorias: ['ESPAGUETE', 'PARAFUSO', 'INSTANTÂNEO'],
        stems: ['MACARRÃO ESPAGUETE', 'MACARRÃO PARAFUSO', 'MACARRÃO PENNE', 'MIOJO GALINHA', 'LASANHA'],
        unidade: 'PCT',
        price: [2, 14],
        brands: ['VITARELLA', 'DONA BENTA', 'ADRIA', 'RENATA', 'NISSIN'],
        packs: ['80G', '200G', '500G', '1KG'],
      },
      {
        descricao: 'ÓLEOS E AZEITES',
        subcategorias: ['ÓLEO', 'AZEITE'],
        stems: ['ÓLEO DE SOJA', 'AZEITE EXTRA VIRGEM', 'ÓLEO DE GIRASSOL'],
        unidade: 'UN',
        price: [6, 55],
        brands: ['SOYA', 'LIZA', 'GALLO', 'ANDORINHA', 'SALADA'],
        packs: ['500ML', '900ML', '250ML'],
      },
      {
        descricao: 'AÇÚCAR E CAFÉ',
        subcategorias: ['AÇÚCAR', 'CAFÉ'],
        stems: ['AÇÚCAR CRISTAL', 'AÇÚCAR REFINADO', 'CAFÉ TORRADO E MOÍDO', 'CAFÉ SOLÚVEL'],
        unidade: 'PCT',
        price: [4, 38],
        brands: ['UNIÃO', 'DA BARRA', 'SANTA CLARA', '3 CORAÇÕES', 'PILÃO', 'MELITTA'],
        packs: ['250G', '500G', '1KG', '2KG'],
      },
    ],
  },
  {
    id: 3371,
    descricao: 'BEBIDAS',
    icone: 'glass-water',
    categorias: [
      {
        descricao: 'REFRIGERANTES',
        subcategorias: ['COLA', 'GUARANÁ', 'LIMÃO'],
        stems: ['REFRIGERANTE COLA', 'REFRIGERANTE GUARANÁ', 'REFRIGERANTE LIMÃO', 'CAJUÍNA'],
        unidade: 'UN',
        price: [3, 12],
        brands: ['COCA-COLA', 'GUARANÁ ANTARCTICA', 'SPRITE', 'FANTA', 'CAJUÍNA SÃO GERALDO'],
        packs: ['350ML', '600ML', '1L', '2L'],
      },
      {
        descricao: 'SUCOS',
        subcategorias: ['NÉCTAR', 'INTEGRAL'],
        stems: ['SUCO DE UVA', 'SUCO DE CAJU', 'NÉCTAR DE MANGA', 'SUCO DE LARANJA'],
        unidade: 'UN',
        price: [4, 16],
        brands: ['DEL VALLE', 'MAGUARY', 'SUFRESH', 'NATURAL ONE'],
        packs: ['200ML', '1L', '1,5L'],
      },
      {
        descricao: 'CERVEJAS',
        subcategorias: ['LATA', 'LONG NECK'],
        stems: ['CERVEJA PILSEN', 'CERVEJA PURO MALTE', 'CERVEJA SEM ÁLCOOL'],
        unidade: 'UN',
        price: [3, 11],
        brands: ['SKOL', 'BRAHMA', 'HEINEKEN', 'ITAIPAVA', 'BUDWEISER'],
        packs: ['269ML', '350ML', '473ML', '600ML'],
      },
      {
        descricao: 'ÁGUAS',
        subcategorias: ['SEM GÁS', 'COM GÁS'],
        stems: ['ÁGUA MINERAL', 'ÁGUA COM GÁS'],
        unidade: 'UN',
        price: [1, 6],
        brands: ['CRYSTAL', 'INDAIÁ', 'MINALBA', 'BONAFONT'],
        packs: ['500ML', '1,5L', '5L'],
      },
    ],
  },
  {
    id: 3372,
    descricao: 'HORTIFRUTI',
    icone: 'apple-whole',
    categorias: [
      {
        descricao: 'FRUTAS',
        subcategorias: ['TROPICAIS', 'CÍTRICAS'],
        stems: ['BANANA PRATA', 'MAÇÃ GALA', 'MAMÃO FORMOSA', 'LARANJA PERA', 'MANGA TOMMY', 'LIMÃO TAITI'],
        unidade: 'KG',
        price: [3, 14],
        brands: ['PRÓPRIA', 'FAZENDA VERDE', 'ORGÂNICO DO VALE'],
        packs: [],
      },
      {
        descricao: 'VERDURAS E LEGUMES',
        subcategorias: ['FOLHAS', 'LEGUMES'],
        stems: ['TOMATE', 'CEBOLA', 'BATATA INGLESA', 'CENOURA', 'ALFACE CRESPA', 'COENTRO'],
        unidade: 'KG',
        price: [2, 12],
        brands: ['PRÓPRIA', 'FAZENDA VERDE', 'HORTA VIVA'],
        packs: [],
      },
    ],
  },
  {
    id: 3373,
    descricao: 'LATICÍNIOS',
    icone: 'cheese',
    categorias: [
      {
        descricao: 'LEITES',
        subcategorias: ['INTEGRAL', 'DESNATADO', 'EM PÓ'],
        stems: ['LEITE INTEGRAL', 'LEITE DESNATADO', 'LEITE EM PÓ'],
        unidade: 'LT',
        price: [4, 28],
        brands: ['ITAMBÉ', 'PIRACANJUBA', 'ELEGÊ', 'NINHO', 'BETÂNIA'],
        packs: ['1L', '200G', '400G', '800G'],
      },
      {
        descricao: 'QUEIJOS E IOGURTES',
        subcategorias: ['QUEIJO', 'IOGURTE', 'MANTEIGA'],
        stems: ['QUEIJO MUSSARELA', 'QUEIJO COALHO', 'IOGURTE NATURAL', 'MANTEIGA COM SAL', 'REQUEIJÃO'],
        unidade: 'UN',
        price: [4, 42],
        brands: ['PRESIDENT', 'TIROLEZ', 'DANONE', 'NESTLÉ', 'BETÂNIA', 'VIGOR'],
        packs: ['150G', '200G', '500G', '1KG'],
      },
    ],
  },
  {
    id: 3374,
    descricao: 'LIMPEZA',
    icone: 'spray-can',
    categorias: [
      {
        descricao: 'ROUPAS',
        subcategorias: ['SABÃO EM PÓ', 'AMACIANTE'],
        stems: ['SABÃO EM PÓ', 'SABÃO LÍQUIDO', 'AMACIANTE'],
        unidade: 'UN',
        price: [6, 45],
        brands: ['OMO', 'ARIEL', 'BRILHANTE', 'COMFORT', 'YPÊ'],
        packs: ['500G', '1KG', '1,6KG', '3L'],
      },
      {
        descricao: 'CASA',
        subcategorias: ['DESINFETANTE', 'DETERGENTE', 'ÁGUA SANITÁRIA'],
        stems: ['DETERGENTE LÍQUIDO', 'DESINFETANTE', 'ÁGUA SANITÁRIA', 'ESPONJA MULTIUSO'],
        unidade: 'UN',
        price: [2, 22],
        brands: ['YPÊ', 'LIMPOL', 'VEJA', 'QBOA', 'SCOTCH-BRITE'],
        packs: ['500ML', '1L', '2L', '3UN'],
      },
    ],
  },
  {
    id: 3375,
    descricao: 'HIGIENE E BELEZA',
    icone: 'pump-soap',
    categorias: [
      {
        descricao: 'CABELOS',
        subcategorias: ['XAMPU', 'CONDICIONADOR'],
        stems: ['XAMPU', 'CONDICIONADOR', 'CREME DE PENTEAR'],
        unidade: 'UN',
        price: [7, 38],
        brands: ['PANTENE', 'SEDA', 'ELSEVE', 'DOVE', 'TRESEMMÉ'],
        packs: ['200ML', '325ML', '400ML'],
      },
      {
        descricao: 'HIGIENE PESSOAL',
        subcategorias: ['SABONETE', 'CREME DENTAL', 'DESODORANTE'],
        stems: ['SABONETE', 'CREME DENTAL', 'DESODORANTE AEROSOL', 'PAPEL HIGIÊNICO'],
        unidade: 'UN',
        price: [2, 30],
        brands: ['DOVE', 'COLGATE', 'REXONA', 'NIVEA', 'NEVE', 'PROTEX'],
        packs: ['90G', '150ML', '4UN', '12UN'],
      },
    ],
  },
  {
    id: 3376,
    descricao: 'PADARIA',
    icone: 'bread-slice',
    categorias: [
      {
        descricao: 'PÃES',
        subcategorias: ['FRANCÊS', 'FORMA'],
        stems: ['PÃO FRANCÊS', 'PÃO DE FORMA', 'PÃO DE QUEIJO', 'BOLO CASEIRO'],
        unidade: 'KG',
        price: [6, 28],
        brands: ['PRÓPRIA', 'WICKBOLD', 'PULLMAN', 'FORNO DE MINAS'],
        packs: [],
      },
      {
        descricao: 'BISCOITOS',
        subcategorias: ['RECHEADO', 'CREAM CRACKER'],
        stems: ['BISCOITO RECHEADO', 'BISCOITO CREAM CRACKER', 'BISCOITO MARIA'],
        unidade: 'PCT',
        price: [2, 9],
        brands: ['FORTALEZA', 'TRELOSO', 'RICHESTER', 'BAUDUCCO', 'VITARELLA'],
        packs: ['140G', '200G', '400G'],
      },
    ],
  },
  {
    id: 3377,
    descricao: 'FRIOS E CONGELADOS',
    icone: 'snowflake',
    categorias: [
      {
        descricao: 'FRIOS',
        subcategorias: ['PRESUNTO', 'MORTADELA'],
        stems: ['PRESUNTO COZIDO', 'MORTADELA', 'SALAME', 'PEITO DE PERU'],
        unidade: 'KG',
        price: [18, 79],
        brands: ['SADIA', 'PERDIGÃO', 'SEARA', 'AURORA', 'FRIMESA'],
        packs: [],
      },
      {
        descricao: 'CONGELADOS',
        subcategorias: ['PIZZA', 'LASANHA', 'SORVETE'],
        stems: ['PIZZA CONGELADA', 'LASANHA CONGELADA', 'SORVETE', 'HAMBÚRGUER'],
        unidade: 'CX',
        price: [9, 48],
        brands: ['SADIA', 'SEARA', 'KIBON', 'PERDIGÃO', 'BATAVO'],
        packs: ['300G', '460G', '600G', '1,5L'],
      },
    ],
  },
  {
    id: BUTCHERY_SECTION_ID,
    descricao: 'AÇOUGUE',
    icone: 'drumstick-bite',
    categorias: [
      {
        descricao: 'CARNES BOVINAS',
        subcategorias: ['PRIMEIRA', 'SEGUNDA'],
        stems: ['PICANHA', 'ALCATRA', 'PATINHO', 'CARNE MOÍDA', 'COSTELA BOVINA', 'FÍGADO BOVINO'],
        unidade: 'KG',
        price: [22, 89],
        brands: ['FRIBOI', 'MINERVA', 'SWIFT', 'PRÓPRIA'],
        packs: [],
      },
      {
        descricao: 'AVES E SUÍNOS',
        subcategorias: ['FRANGO', 'SUÍNO'],
        stems: ['PEITO DE FRANGO', 'COXA E SOBRECOXA', 'FRANGO INTEIRO', 'LOMBO SUÍNO', 'LINGUIÇA TOSCANA'],
        unidade: 'KG',
        price: [9, 38],
        brands: ['SADIA', 'PERDIGÃO', 'SEARA', 'AURORA', 'FRANGO NORTE'],
        packs: [],
      },
    ],
  },
  {
    id: 3379,
    descricao: 'PET',
    icone: 'paw',
    categorias: [
      {
        descricao: 'RAÇÕES',
        subcategorias: ['CÃES', 'GATOS'],
        stems: ['RAÇÃO PARA CÃES', 'RAÇÃO PARA GATOS', 'PETISCO CANINO'],
        unidade: 'PCT',
        price: [8, 120],
        brands: ['PEDIGREE', 'WHISKAS', 'GOLDEN', 'PREMIER', 'FRISKIES'],
        packs: ['1KG', '3KG', '10,1KG', '85G'],
      },
    ],
  },
];

/** Variants appended when the plain brand/pack combinations of a category run out (large --scale). */
export const VARIANTS = ['TRADICIONAL', 'LIGHT', 'ZERO', 'INTEGRAL', 'PREMIUM', 'ORGÂNICO', 'FAMÍLIA', 'ECONÔMICO', 'SELEÇÃO', 'ESPECIAL'];
