// The terms of use (docs/areas/staff-and-support.md#calls): topics read with their paragraphs in one call (`detalhe-topicos/`), and
// topics and paragraphs written one by one (`topicos/`, `paragrafos/`).
import type { ProductApiTransport } from './transport';

export interface TermsParagraphWrite {
  texto: string;
  /** An item of a list (inciso) rather than a paragraph of prose */
  inciso: boolean;
  sequencia: number;
  topico: number;
}

export interface TermsParagraphRecord extends TermsParagraphWrite {
  id: number;
}

export interface TermsTopicWrite {
  titulo: string;
  sequencia: number;
}

export interface TermsTopicRecord extends TermsTopicWrite {
  id: number;
  /** Only in detalhe-topicos/, ordered by sequencia */
  paragrafos?: TermsParagraphRecord[];
}

const TOPICS = 'topicos/';
const PARAGRAPHS = 'paragrafos/';
const one = (path: string, id: number) => `${path}${encodeURIComponent(String(id))}/`;

export class Terms {
  constructor(private readonly api: ProductApiTransport) {}

  /** Every topic with its paragraphs (the spec's page_size=100000: the terms are read whole). */
  topics(): Promise<TermsTopicRecord[]> {
    return this.api.results<TermsTopicRecord>('detalhe-topicos/', { page_size: 100_000 });
  }

  createTopic(topic: TermsTopicWrite): Promise<TermsTopicRecord> {
    return this.api.post<TermsTopicRecord>(TOPICS, topic);
  }

  updateTopic(id: number, topic: TermsTopicWrite): Promise<TermsTopicRecord> {
    return this.api.put<TermsTopicRecord>(one(TOPICS, id), topic);
  }

  deleteTopic(id: number): Promise<void> {
    return this.api.delete(one(TOPICS, id));
  }

  createParagraph(paragraph: TermsParagraphWrite): Promise<TermsParagraphRecord> {
    return this.api.post<TermsParagraphRecord>(PARAGRAPHS, paragraph);
  }

  updateParagraph(id: number, paragraph: TermsParagraphWrite): Promise<TermsParagraphRecord> {
    return this.api.put<TermsParagraphRecord>(one(PARAGRAPHS, id), paragraph);
  }

  deleteParagraph(id: number): Promise<void> {
    return this.api.delete(one(PARAGRAPHS, id));
  }
}
