// The demo catalogue tree: sections -> categories -> subcategories, with product stems and brands to combine
// into thousands of distinct product descriptions. Section 3378 is the butchery section (DESIGN section 4: the
// id is data, referenced by each branch's general settings).
export interface CategorySpec {
  descricao: string;
  subcategorias: string[];
  stems: string[];
  /** 'KG' products are weighed (pesounitario, codbalanca); others are sold per unit. */
  unidade: 'KG' | 'UN' | 'PCT' | 'LT' | 'CX';
  price: [number, number];
}

export interface SectionSpec {
  id: number;
  descricao: string;
  icone: string;
  categorias: CategorySpec[];
}

export const BUTCHERY_SECTION_ID = 3378;

export const SECTIONS: readonly SectionSpec[] = [
  { id: 3370, descricao: 'MERCEARIA', icone: 'shopping-basket', categorias: [
    { descricao: 'GRÃOS E CEREAIS', subcategorias: ['ARROZ', 'FEIJÃO', 'MILHO'], stems: ['ARROZ BRANCO', 'ARROZ PARBOILIZADO', 'FEIJÃO CARIOCA', 'FEIJÃO PRETO', 'FEIJÃO VERDE', 'FLOCÃO DE MILHO'], unidade: 'PCT', price: [4, 32] },
    { descricao: 'MASSAS', subcategorias: ['ESPAGUETE', 'PARAFUSO', 'INSTANTÂNEO'], stems: ['MACARRÃO ESPAGUETE', 'MACARRÃO PARAFUSO', 'MACARRÃO PENNE', 'MIOJO GALINHA', 'LASANHA'], unidade: 'PCT', price: [2, 14] },
    { descricao: 'ÓLEOS E AZEITES', subcategorias: ['ÓLEO', 'AZEITE'], stems: ['ÓLEO DE SOJA', 'AZEITE EXTRA VIRGEM', 'ÓLEO DE GIRASSOL'], unidade: 'UN', price: [6, 55] },
    { descricao: 'AÇÚCAR E CAFÉ', subcategorias: ['AÇÚCAR', 'CAFÉ'], stems: ['AÇÚCAR CRISTAL', 'AÇÚCAR REFINADO', 'CAFÉ TORRADO E MOÍDO', 'CAFÉ SOLÚVEL'], unidade: 'PCT', price: [4, 38] },
  ] },
  { id: 3371, descricao: 'BEBIDAS', icone: 'glass-water', categorias: [
    { descricao: 'REFRIGERANTES', subcategorias: ['COLA', 'GUARANÁ', 'LIMÃO'], stems: ['REFRIGERANTE COLA', 'REFRIGERANTE GUARANÁ', 'REFRIGERANTE LIMÃO', 'CAJUÍNA'], unidade: 'UN', price: [3, 12] },
    { descricao: 'SUCOS', subcategorias: ['NÉCTAR', 'INTEGRAL'], stems: ['SUCO DE UVA', 'SUCO DE CAJU', 'NÉCTAR DE MANGA', 'SUCO DE LARANJA'], unidade: 'UN', price: [4, 16] },
    { descricao: 'CERVEJAS', subcategorias: ['LATA', 'LONG NECK'], stems: ['CERVEJA PILSEN', 'CERVEJA PURO MALTE', 'CERVEJA SEM ÁLCOOL'], unidade: 'UN', price: [3, 11] },
    { descricao: 'ÁGUAS', subcategorias: ['SEM GÁS', 'COM GÁS'], stems: ['ÁGUA MINERAL', 'ÁGUA COM GÁS'], unidade: 'UN', price: [1, 6] },
  ] },
  { id: 3372, descricao: 'HORTIFRUTI', icone: 'apple', categorias: [
    { descricao: 'FRUTAS', subcategorias: ['TROPICAIS', 'CÍTRICAS'], stems: ['BANANA PRATA', 'MAÇÃ GALA', 'MAMÃO FORMOSA', 'LARANJA PERA', 'MANGA TOMMY', 'LIMÃO TAITI'], unidade: 'KG', price: [3, 14] },
    { descricao: 'VERDURAS E LEGUMES', subcategorias: ['FOLHAS', 'LEGUMES'], stems: ['TOMATE', 'CEBOLA', 'BATATA INGLESA', 'CENOURA', 'ALFACE CRESPA', 'COENTRO'], unidade: 'KG', price: [2, 12] },
  ] },
  { id: 3373, descricao: 'LATICÍNIOS', icone: 'cheese', categorias: [
    { descricao: 'LEITES', subcategorias: ['INTEGRAL', 'DESNATADO', 'EM PÓ'], stems: ['LEITE INTEGRAL', 'LEITE DESNATADO', 'LEITE EM PÓ'], unidade: 'LT', price: [4, 28] },
    { descricao: 'QUEIJOS E IOGURTES', subcategorias: ['QUEIJO', 'IOGURTE', 'MANTEIGA'], stems: ['QUEIJO MUSSARELA', 'QUEIJO COALHO', 'IOGURTE NATURAL', 'MANTEIGA COM SAL', 'REQUEIJÃO'], unidade: 'UN', price: [4, 42] },
  ] },
  { id: 3374, descricao: 'LIMPEZA', icone: 'spray-can', categorias: [
    { descricao: 'ROUPAS', subcategorias: ['SABÃO EM PÓ', 'AMACIANTE'], stems: ['SABÃO EM PÓ', 'SABÃO LÍQUIDO', 'AMACIANTE'], unidade: 'UN', price: [6, 45] },
    { descricao: 'CASA', subcategorias: ['DESINFETANTE', 'DETERGENTE', 'ÁGUA SANITÁRIA'], stems: ['DETERGENTE LÍQUIDO', 'DESINFETANTE', 'ÁGUA SANITÁRIA', 'ESPONJA MULTIUSO'], unidade: 'UN', price: [2, 22] },
  ] },
  { id: 3375, descricao: 'HIGIENE E BELEZA', icone: 'pump-soap', categorias: [
    { descricao: 'CABELOS', subcategorias: ['XAMPU', 'CONDICIONADOR'], stems: ['XAMPU', 'CONDICIONADOR', 'CREME DE PENTEAR'], unidade: 'UN', price: [7, 38] },
    { descricao: 'HIGIENE PESSOAL', subcategorias: ['SABONETE', 'CREME DENTAL', 'DESODORANTE'], stems: ['SABONETE', 'CREME DENTAL', 'DESODORANTE AEROSOL', 'PAPEL HIGIÊNICO'], unidade: 'UN', price: [2, 30] },
  ] },
  { id: 3376, descricao: 'PADARIA', icone: 'bread-slice', categorias: [
    { descricao: 'PÃES', subcategorias: ['FRANCÊS', 'FORMA'], stems: ['PÃO FRANCÊS', 'PÃO DE FORMA', 'PÃO DE QUEIJO', 'BOLO CASEIRO'], unidade: 'KG', price: [6, 28] },
    { descricao: 'BISCOITOS', subcategorias: ['RECHEADO', 'CREAM CRACKER'], stems: ['BISCOITO RECHEADO', 'BISCOITO CREAM CRACKER', 'BISCOITO MARIA'], unidade: 'PCT', price: [2, 9] },
  ] },
  { id: 3377, descricao: 'FRIOS E CONGELADOS', icone: 'snowflake', categorias: [
    { descricao: 'FRIOS', subcategorias: ['PRESUNTO', 'MORTADELA'], stems: ['PRESUNTO COZIDO', 'MORTADELA', 'SALAME', 'PEITO DE PERU'], unidade: 'KG', price: [18, 79] },
    { descricao: 'CONGELADOS', subcategorias: ['PIZZA', 'LASANHA', 'SORVETE'], stems: ['PIZZA CONGELADA', 'LASANHA CONGELADA', 'SORVETE', 'HAMBÚRGUER'], unidade: 'CX', price: [9, 48] },
  ] },
  { id: BUTCHERY_SECTION_ID, descricao: 'AÇOUGUE', icone: 'drumstick-bite', categorias: [
    { descricao: 'CARNES BOVINAS', subcategorias: ['PRIMEIRA', 'SEGUNDA'], stems: ['PICANHA', 'ALCATRA', 'PATINHO', 'CARNE MOÍDA', 'COSTELA BOVINA', 'FÍGADO BOVINO'], unidade: 'KG', price: [22, 89] },
    { descricao: 'AVES E SUÍNOS', subcategorias: ['FRANGO', 'SUÍNO'], stems: ['PEITO DE FRANGO', 'COXA E SOBRECOXA', 'FRANGO INTEIRO', 'LOMBO SUÍNO', 'LINGUIÇA TOSCANA'], unidade: 'KG', price: [9, 38] },
  ] },
  { id: 3379, descricao: 'PET', icone: 'paw', categorias: [
    { descricao: 'RAÇÕES', subcategorias: ['CÃES', 'GATOS'], stems: ['RAÇÃO PARA CÃES', 'RAÇÃO PARA GATOS', 'PETISCO CANINO'], unidade: 'PCT', price: [8, 120] },
  ] },
];

export const BRANDS = [
  'DONA BENTA', 'TIO JOÃO', 'CAMIL', 'KICALDO', 'VITARELLA', 'PILAR', 'NESTLÉ', 'ITAMBÉ', 'PIRACANJUBA', 'YPÊ',
  'OMO', 'DOVE', 'COLGATE', 'SADIA', 'PERDIGÃO', 'SEARA', 'AURORA', 'FRIBOI', 'MINERVA', 'SÃO BRAZ',
  'MARATÁ', 'CAJUÍNA SÃO GERALDO', 'ELEGÊ', 'QUALY', 'PRÓPRIA',
];

export const PACK_SIZES = ['200G', '500G', '1KG', '2KG', '5KG', '350ML', '1L', '2L', '6X1L', '90G', '400G', '12UN'];
