// Editorial content: terms of use, notifications, recipes linked to products, logs and customer-base records.
import { addDays, pastDay, pastSaoPauloDateTime, saoPauloDate, saoPauloDateTime } from './dates';
import type { ProductRef } from './catalogue-rows';
import type { Random } from './random';
import type { Row } from './bulk-insert';
import { demoImageUrl } from './demo-images';

const TERMS: readonly [string, string[]][] = [
  ['Aceitação dos Termos', ['Ao utilizar o aplicativo você concorda com estes termos de uso.', 'Caso não concorde, não utilize o aplicativo.']],
  [
    'Cadastro',
    ['O cadastro exige CPF válido e dados verdadeiros.', 'o cliente é responsável pela guarda de sua senha;', 'o cadastro é pessoal e intransferível.'],
  ],
  [
    'Pedidos e Entregas',
    ['Os pedidos estão sujeitos à disponibilidade de estoque.', 'produtos pesáveis podem variar de peso;', 'a entrega ocorre no período escolhido.'],
  ],
  ['Pagamento', ['Aceitamos as formas de pagamento exibidas no aplicativo.']],
  ['Privacidade', ['Seus dados são tratados conforme a LGPD (Lei nº 13.709/2018).', 'Você pode solicitar a exclusão de seus dados a qualquer momento.']],
];

const RECIPES: readonly { name: string; description: string; ingredients: [string, number | null, string | null, string][]; steps: string[] }[] = [
  {
    name: 'Arroz Maria Isabel',
    description: 'Prato típico piauiense com carne de sol.',
    ingredients: [
      ['arroz', 2, 'xícara', 'ARROZ'],
      ['carne de sol', 500, 'gramas', 'CARNE'],
      ['cebola', 1, 'unidade', 'CEBOLA'],
      ['sal', null, null, ''],
    ],
    steps: ['Frite a carne de sol em cubos.', 'Junte a cebola e o arroz.', 'Cozinhe com água quente até secar.'],
  },
  {
    name: 'Baião de Dois',
    description: 'Arroz com feijão verde e queijo coalho.',
    ingredients: [
      ['feijão verde', 2, 'xícara', 'FEIJÃO VERDE'],
      ['arroz', 1, 'xícara', 'ARROZ'],
      ['queijo coalho', 200, 'gramas', 'QUEIJO COALHO'],
    ],
    steps: ['Cozinhe o feijão.', 'Acrescente o arroz.', 'Finalize com o queijo em cubos.'],
  },
  {
    name: 'Frango Assado',
    description: 'Frango inteiro assado com batatas.',
    ingredients: [
      ['frango inteiro', 1, 'unidade', 'FRANGO INTEIRO'],
      ['batata', 500, 'gramas', 'BATATA'],
      ['azeite', 2, 'colher de sopa', 'AZEITE'],
    ],
    steps: ['Tempere o frango.', 'Asse por 1 hora a 200 graus.'],
  },
  {
    name: 'Salada Tropical',
    description: 'Salada leve com manga e folhas.',
    ingredients: [
      ['alface', 1, 'unidade', 'ALFACE'],
      ['manga', 1, 'unidade', 'MANGA'],
      ['limão', 1, 'unidade', 'LIMÃO'],
    ],
    steps: ['Lave as folhas.', 'Corte a manga em cubos e tempere com limão.'],
  },
  {
    name: 'Picanha na Chapa',
    description: 'Picanha grelhada com farofa.',
    ingredients: [
      ['picanha', 1, 'gramas', 'PICANHA'],
      ['manteiga', 1, 'colher de sopa', 'MANTEIGA'],
      ['sal grosso', null, null, ''],
    ],
    steps: ['Corte a picanha em bifes.', 'Grelhe na chapa quente com manteiga.'],
  },
  {
    name: 'Bolo de Macaxeira',
    description: 'Bolo caseiro de mandioca com coco.',
    ingredients: [
      ['leite', 200, 'ml', 'LEITE INTEGRAL'],
      ['açúcar', 2, 'xícara', 'AÇÚCAR'],
      ['manteiga', 2, 'colher de sopa', 'MANTEIGA'],
    ],
    steps: ['Misture todos os ingredientes.', 'Asse em forma untada por 40 minutos.'],
  },
];

export function contentRows(
  random: Random,
  now: Date,
  products18: readonly ProductRef[],
  productNames: Map<number, string>,
  staffUserIds: number[],
): Record<string, Row[]> {
  const today = saoPauloDate(now);
  const topicos: Row[] = [];
  const paragrafos: Row[] = [];
  TERMS.forEach(([titulo, texts], t) => {
    topicos.push({ id: t + 1, titulo, sequencia: t + 1 });
    texts.forEach((texto, p) => paragrafos.push({ id: paragrafos.length + 1, texto, inciso: p > 0 && texto.endsWith(';'), sequencia: p + 1, topico: t + 1 }));
  });

  const notificacoes: Row[] = [];
  const texts = ['Ofertas imperdíveis 🛒', 'Seu carrinho espera', 'Feliz Natal! 🎄', 'Frete grátis hoje', 'Açougue em oferta 🥩', 'Novidades na loja'];
  for (let i = 0; i < 12; i++) {
    const day = pastDay(now, addDays(today, -random.int(0, 60)), 9, 0);
    const agendada = i % 3 === 0;
    notificacoes.push({
      id: i + 1,
      titulo: texts[i % texts.length],
      mensagem: 'Confira as novidades no aplicativo Bom Preço!',
      imagem: i % 2 === 0 ? demoImageUrl('notificacoes', i / 2) : null,
      tipo_notificacao: i % 4 === 1 ? 'E' : 'G',
      agendada,
      data_hora_notificacao: saoPauloDateTime(day, 9, 0),
      data_hora_agendamento: agendada ? saoPauloDateTime(addDays(day, 1), 10, 0) : null,
      usuarios_selecionados: i % 4 === 1 ? 'Maria Silva, João Santos' : 'Todos',
    });
  }

  const recipes: Row[] = [];
  const ingredients: Row[] = [];
  const links: Row[] = [];
  const instructions: Row[] = [];
  RECIPES.forEach((recipe, r) => {
    const recipeId = r + 1;
    recipes.push({
      id: recipeId,
      name: recipe.name,
      description: recipe.description,
      image: r % 2 === 0 ? demoImageUrl('receitas', r / 2) : null,
    });
    recipe.ingredients.forEach(([name, quantity, unit, search], order) => {
      const ingredientId = ingredients.length + 1;
      ingredients.push({
        id: ingredientId,
        recipe: recipeId,
        quantity: quantity === null ? null : String(quantity),
        unit,
        name,
        sort_order: order + 1,
        a_gosto: quantity === null,
      });
      const match = search ? products18.find((p) => productNames.get(p.id)?.startsWith(search)) : undefined;
      if (match) links.push({ id: links.length + 1, ingredient: ingredientId, produto: match.id, quantidade: '1' });
    });
    recipe.steps.forEach((description, order) => instructions.push({ id: instructions.length + 1, recipe: recipeId, sort_order: order + 1, description }));
  });

  const appLogs: Row[] = [];
  const tables = ['funcionarios', 'users', 'recipe', 'pedidos', 'produtos', 'destaques'];
  for (let i = 0; i < 40; i++) {
    const metodo = ['POST', 'PUT', 'DELETE'][i % 3];
    const before = metodo === 'POST' ? null : { id: i + 1, nome: 'Registro anterior', ativo: true };
    const after = metodo === 'DELETE' ? null : { id: i + 1, nome: 'Registro atualizado', ativo: i % 2 === 0 };
    appLogs.push({
      id: i + 1,
      metodo,
      usuario: random.pick(staffUserIds),
      tabela: tables[i % tables.length],
      dadoantes: before,
      dadodepois: after,
      datahora: pastSaoPauloDateTime(now, addDays(today, -random.int(0, 30)), random.int(7, 21), random.int(0, 59)),
    });
  }
  const updateLogs: Row[] = [];
  for (let i = 0; i < 30; i++) {
    const startMinute = i % 60;
    const endMinute = Math.min(startMinute + 1, 59);
    const day = pastDay(now, addDays(today, -random.int(0, 30)), 3, endMinute);
    const failed = i % 10 === 9;
    updateLogs.push({
      id: i + 1,
      start_date_hour: saoPauloDateTime(day, 3, startMinute),
      date_hour: saoPauloDateTime(day, 3, endMinute),
      user_op: i % 2 === 0 ? 'sistema' : '1001',
      nature: i % 2 === 0 ? 'atualiza-estoque' : 'atualiza-produto',
      type_op: ['UPDATE', 'INSERT', 'DELETE'][i % 3],
      tabel: 'produtos',
      output: failed ? 'Erro' : 'Concluído',
      obs: failed ? 'Falha na conexão com o ERP' : `${random.int(10, 900)} registros processados`,
      error: failed ? 'ORA-12170: TNS:Connect timeout occurred' : null,
    });
  }

  return {
    topicos,
    paragrafos,
    notificacoes,
    recipes,
    recipe_ingredients: ingredients,
    recipe_ingredient_products: links,
    recipe_instructions: instructions,
    application_logs: appLogs,
    update_logs: updateLogs,
  };
}
