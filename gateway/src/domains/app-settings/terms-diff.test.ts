import { describe, expect, it } from 'vitest';
import { termsWriteFailure } from './rules';
import { planTermsSave, type AskedTopic, type StoredTopic } from './terms-diff';

const stored: StoredTopic[] = [
  {
    id: 1,
    titulo: 'Aceite',
    sequencia: 1,
    paragrafos: [
      { id: 11, texto: 'Ao usar o app', inciso: false, sequencia: 1, topico: 1 },
      { id: 12, texto: 'I - dados;', inciso: true, sequencia: 2, topico: 1 },
    ],
  },
  { id: 2, titulo: 'Privacidade', sequencia: 2, paragrafos: [{ id: 21, texto: 'Seus dados', inciso: false, sequencia: 1, topico: 2 }] },
];
const same = (): AskedTopic[] =>
  stored.map((t) => ({ id: t.id, title: t.titulo, paragraphs: t.paragrafos.map((p) => ({ id: p.id, text: p.texto, item: p.inciso })) }));

describe('planTermsSave', () => {
  it('plans nothing for the terms as stored', () => {
    expect(planTermsSave(stored, same())).toEqual({ writes: [], problems: [] });
  });

  it('deletes what is gone (paragraphs before their topic), then creates and updates with list positions', () => {
    const asked = same();
    asked.splice(1, 1); // topic 2 and its paragraph gone
    asked[0].paragraphs.reverse(); // 12 first, 11 second
    asked[0].paragraphs[1].text = 'Ao usar o aplicativo';
    asked.unshift({
      title: ' Novo ',
      paragraphs: [
        { id: 21, text: 'Seus dados', item: false },
        { text: 'Primeiro', item: true },
        { text: '  ', item: false },
      ],
    });
    const plan = planTermsSave(stored, asked);
    expect(plan.problems).toEqual([]);
    expect(plan.writes).toEqual([
      { op: 'deleteTopic', id: 2, before: { id: 2, titulo: 'Privacidade', sequencia: 2 } },
      { op: 'createTopic', titulo: 'Novo', sequencia: 1 },
      { op: 'updateTopic', id: 1, titulo: 'Aceite', sequencia: 2, before: { id: 1, titulo: 'Aceite', sequencia: 1 } },
      // Paragraph 21 moved into the new topic: kept, not deleted.
      { op: 'updateParagraph', id: 21, topic: { created: 1 }, texto: 'Seus dados', inciso: false, sequencia: 1, before: stored[1].paragrafos[0] },
      { op: 'createParagraph', topic: { created: 1 }, texto: 'Primeiro', inciso: true, sequencia: 2, topicPosition: 1 },
      { op: 'updateParagraph', id: 12, topic: { id: 1 }, texto: 'I - dados;', inciso: true, sequencia: 1, before: stored[0].paragrafos[1] },
      { op: 'updateParagraph', id: 11, topic: { id: 1 }, texto: 'Ao usar o aplicativo', inciso: false, sequencia: 2, before: stored[0].paragrafos[0] },
    ]);
  });

  it('deletes removed paragraphs of a kept topic and every paragraph of a removed topic first', () => {
    const asked = same().slice(0, 1);
    asked[0].paragraphs = asked[0].paragraphs.slice(0, 1);
    expect(planTermsSave(stored, asked).writes.map((w) => [w.op, 'id' in w ? w.id : null])).toEqual([
      ['deleteParagraph', 12],
      ['deleteParagraph', 21],
      ['deleteTopic', 2],
    ]);
  });

  it('leaves a changed paragraph with empty text as it was, but follows its new place', () => {
    const asked = same();
    asked[0].paragraphs[0].text = '   ';
    expect(planTermsSave(stored, asked).writes).toEqual([]);
    asked[0].paragraphs.reverse();
    expect(planTermsSave(stored, asked).writes.map((w) => w.op === 'updateParagraph' && [w.id, w.texto, w.sequencia])).toEqual([
      [12, 'I - dados;', 1],
      [11, 'Ao usar o app', 2],
    ]);
  });

  it('refuses a topic without title, unknown ids and ids given twice, writing nothing', () => {
    const asked = same();
    asked[1].title = ' ';
    asked[0].paragraphs.push({ id: 99, text: 'x', item: false }, { id: 11, text: 'y', item: false });
    asked.push({ id: 7, title: 'Outro', paragraphs: [] });
    expect(planTermsSave(stored, asked)).toEqual({
      writes: [],
      problems: [
        { kind: 'unknownParagraph', id: 99 },
        { kind: 'repeated', id: 11 },
        { kind: 'title', topic: 2 },
        { kind: 'unknownTopic', id: 7 },
      ],
    });
  });
});

describe('termsWriteFailure', () => {
  it("words the spec's text with the position, for topics and paragraphs, creates and updates", () => {
    expect(termsWriteFailure('Criar', 'tópico', 2)).toBe('Erro ao Criar 2º tópico. Tente Novamente');
    expect(termsWriteFailure('Atualizar', 'parágrafo', 1)).toBe('Erro ao Atualizar 1º parágrafo. Tente Novamente');
  });
});
