// What a save of the terms changes (docs/areas/staff-and-support.md#terms-of-use: the editor sends the whole terms; the
// product API is written one topic and one paragraph at a time): compares the terms as stored with the terms as the
// editor shows them and lists the writes, in an order the API accepts: paragraphs and topics deleted first, then topics
// created and updated, then paragraphs created and updated. Positions are the places in the lists, from 1. A new
// paragraph of a new topic names that topic by the index of its create (its id is known only once it is written). Pure:
// the workflow (terms-save.ts) runs the plan.

export interface StoredParagraph {
  id: number;
  texto: string;
  inciso: boolean;
  sequencia: number;
  topico: number;
}

export interface StoredTopic {
  id: number;
  titulo: string;
  sequencia: number;
  paragrafos: StoredParagraph[];
}

export interface AskedParagraph {
  id?: number | null;
  text: string;
  item: boolean;
}

export interface AskedTopic {
  id?: number | null;
  title: string;
  paragraphs: AskedParagraph[];
}

/** A topic's id, or the index (in the plan) of the write that creates it. */
export type TopicRef = { id: number } | { created: number };

export type TermsWrite =
  | { op: 'deleteParagraph'; id: number; before: StoredParagraph }
  | { op: 'deleteTopic'; id: number; before: Omit<StoredTopic, 'paragrafos'> }
  | { op: 'createTopic'; titulo: string; sequencia: number }
  | { op: 'updateTopic'; id: number; titulo: string; sequencia: number; before: Omit<StoredTopic, 'paragrafos'> }
  | { op: 'createParagraph'; topic: TopicRef; texto: string; inciso: boolean; sequencia: number; topicPosition: number }
  | { op: 'updateParagraph'; id: number; topic: TopicRef; texto: string; inciso: boolean; sequencia: number; before: StoredParagraph };

export type TermsProblem = { kind: 'title'; topic: number } | { kind: 'unknownTopic' | 'unknownParagraph' | 'repeated'; id: number };

export type TermsPlan = { writes: TermsWrite[]; problems: [] } | { writes: []; problems: TermsProblem[] };

const bare = ({ id, titulo, sequencia }: StoredTopic) => ({ id, titulo, sequencia });

export function planTermsSave(stored: readonly StoredTopic[], asked: readonly AskedTopic[]): TermsPlan {
  const problems: TermsProblem[] = [];
  const topics = new Map(stored.map((t) => [t.id, t]));
  const paragraphs = new Map(stored.flatMap((t) => t.paragrafos.map((p) => [p.id, p] as const)));
  const seenTopics = new Set<number>();
  const seenParagraphs = new Set<number>();
  asked.forEach((topic, index) => {
    if (!topic.title.trim()) problems.push({ kind: 'title', topic: index + 1 });
    if (topic.id != null) {
      if (!topics.has(topic.id)) problems.push({ kind: 'unknownTopic', id: topic.id });
      else if (seenTopics.has(topic.id)) problems.push({ kind: 'repeated', id: topic.id });
      seenTopics.add(topic.id);
    }
    for (const paragraph of topic.paragraphs) {
      if (paragraph.id == null) continue;
      if (!paragraphs.has(paragraph.id)) problems.push({ kind: 'unknownParagraph', id: paragraph.id });
      else if (seenParagraphs.has(paragraph.id)) problems.push({ kind: 'repeated', id: paragraph.id });
      seenParagraphs.add(paragraph.id);
    }
  });
  if (problems.length) return { writes: [], problems };

  const deletes: TermsWrite[] = [];
  for (const topic of stored) {
    for (const p of topic.paragrafos) if (!seenParagraphs.has(p.id)) deletes.push({ op: 'deleteParagraph', id: p.id, before: p });
  }
  for (const topic of stored) if (!seenTopics.has(topic.id)) deletes.push({ op: 'deleteTopic', id: topic.id, before: bare(topic) });

  const topicWrites: TermsWrite[] = [];
  const refs: TopicRef[] = asked.map((topic, index) => {
    const titulo = topic.title.trim();
    const sequencia = index + 1;
    if (topic.id == null) {
      topicWrites.push({ op: 'createTopic', titulo, sequencia });
      return { created: deletes.length + topicWrites.length - 1 };
    }
    const before = topics.get(topic.id)!;
    if (before.titulo !== titulo || before.sequencia !== sequencia) {
      topicWrites.push({ op: 'updateTopic', id: topic.id, titulo, sequencia, before: bare(before) });
    }
    return { id: topic.id };
  });

  const paragraphWrites: TermsWrite[] = [];
  asked.forEach((topic, topicIndex) => {
    const ref = refs[topicIndex];
    // Positions count only the paragraphs kept: an empty new one is not created and takes no place.
    let sequencia = 0;
    for (const paragraph of topic.paragraphs) {
      const texto = paragraph.text.trim();
      if (paragraph.id == null) {
        if (!texto) continue;
        sequencia += 1;
        paragraphWrites.push({ op: 'createParagraph', topic: ref, texto, inciso: paragraph.item, sequencia, topicPosition: topicIndex + 1 });
        continue;
      }
      sequencia += 1;
      const before = paragraphs.get(paragraph.id)!;
      // The spec: a changed paragraph with empty text is not updated (its text stays; its place follows the list).
      const nextText = texto || before.texto;
      const nextTopic = 'id' in ref ? ref.id : null;
      if (before.texto === nextText && before.inciso === paragraph.item && before.sequencia === sequencia && before.topico === nextTopic) continue;
      paragraphWrites.push({ op: 'updateParagraph', id: paragraph.id, topic: ref, texto: nextText, inciso: paragraph.item, sequencia, before });
    }
  });
  return { writes: [...deletes, ...topicWrites, ...paragraphWrites], problems: [] };
}
