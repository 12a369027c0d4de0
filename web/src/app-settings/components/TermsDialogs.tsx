// The terms of use dialogs of 'Configurações Apps' (docs/areas/staff-and-support.md#terms-of-use): the view (topics and
// their paragraphs, items indented) and the editor (add, edit, remove and move topics and paragraphs; one save of the
// whole terms, which the gateway turns into the writes it needs). The editor names each save with a request id kept
// until it succeeds, so 'Salvar' after a failure finishes that save instead of starting another.
import { useEffect, useState } from 'react';
import { Button, Callout, Checkbox, Classes, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';
import { INPUT_LIMITS } from '../../generated/input-limits';
import type { TermsView_TopicFragment } from '../../generated/graphql';
import { moved, newKey, REQUIRED_MESSAGE, untitled, type DraftParagraph, type DraftTopic } from '../form';

export function TermsView({ topics }: { topics: readonly TermsView_TopicFragment[] }) {
  if (topics.length === 0) return <p className="terms-empty">Nenhum tópico cadastrado nos Termos de Uso.</p>;
  return (
    <div className="terms-view">
      {topics.map((topic, index) => (
        <section key={topic.id} aria-label={topic.title}>
          <h3>
            {index + 1}. {topic.title}
          </h3>
          {topic.paragraphs.map((p) => (
            <p key={p.id} className={p.item ? 'terms-item' : undefined}>
              {p.text}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

interface ViewProps {
  open: boolean;
  topics: readonly TermsView_TopicFragment[];
  onClose: () => void;
}

export function TermsViewDialog({ open, topics, onClose }: ViewProps) {
  return (
    <AppDialog isOpen={open} onClose={onClose} title="Termos de Uso" className="terms-dialog">
      <div className={Classes.DIALOG_BODY}>
        <TermsView topics={topics} />
      </div>
    </AppDialog>
  );
}

interface EditProps {
  open: boolean;
  draft: DraftTopic[];
  onChange: (draft: DraftTopic[]) => void;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
}

export function TermsEditDialog({ open, draft, onChange, saving, onClose, onSave }: EditProps) {
  // Titles are checked once the person stops typing for a second (docs/areas/staff-and-support.md#validation), and on save.
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(true), 1000);
    return () => clearTimeout(timer);
  }, [draft]);
  useEffect(() => setChecked(false), [open]);
  const missing = new Set(checked ? untitled(draft) : []);

  const setTopic = (index: number, topic: DraftTopic) => onChange(draft.map((t, i) => (i === index ? topic : t)));
  const setParagraph = (topicIndex: number, index: number, paragraph: DraftParagraph) =>
    setTopic(topicIndex, { ...draft[topicIndex], paragraphs: draft[topicIndex].paragraphs.map((p, i) => (i === index ? paragraph : p)) });
  const save = () => {
    setChecked(true);
    if (untitled(draft).length === 0) onSave();
  };

  return (
    <AppDialog isOpen={open} onClose={onClose} title="Editar Termos de Uso" className="terms-dialog terms-edit">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) save();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          {draft.length === 0 && <Callout intent="primary">Nenhum tópico: adicione o primeiro.</Callout>}
          {draft.map((topic, t) => (
            <fieldset key={topic.key} className="terms-topic" aria-label={`Tópico ${t + 1}`}>
              <legend>Tópico {t + 1}</legend>
              <div className="terms-row">
                <FormGroup
                  className="terms-title"
                  label="Título"
                  labelFor={`topic-${topic.key}`}
                  intent={missing.has(t) ? 'danger' : 'none'}
                  helperText={missing.has(t) ? REQUIRED_MESSAGE : undefined}
                >
                  <InputGroup
                    id={`topic-${topic.key}`}
                    value={topic.title}
                    maxLength={INPUT_LIMITS.TermsTopicInput.title.maxLength}
                    intent={missing.has(t) ? 'danger' : 'none'}
                    onValueChange={(title) => setTopic(t, { ...topic, title })}
                  />
                </FormGroup>
                <Button icon="arrow-up" aria-label={`Subir tópico ${t + 1}`} disabled={t === 0} onClick={() => onChange(moved(draft, t, -1))} />
                <Button
                  icon="arrow-down"
                  aria-label={`Descer tópico ${t + 1}`}
                  disabled={t === draft.length - 1}
                  onClick={() => onChange(moved(draft, t, 1))}
                />
                <Button icon="trash" intent="danger" aria-label={`Remover tópico ${t + 1}`} onClick={() => onChange(draft.filter((_x, i) => i !== t))} />
              </div>
              <ol className="terms-paragraphs">
                {topic.paragraphs.map((p, i) => (
                  <li key={p.key} className="terms-row">
                    <TextArea
                      aria-label={`Parágrafo ${i + 1} do tópico ${t + 1}`}
                      value={p.text}
                      maxLength={INPUT_LIMITS.TermsParagraphInput.text.maxLength}
                      fill
                      autoResize
                      onChange={(e) => setParagraph(t, i, { ...p, text: e.currentTarget.value })}
                    />
                    <Checkbox label="Inciso" checked={p.item} onChange={(e) => setParagraph(t, i, { ...p, item: e.currentTarget.checked })} />
                    <Button
                      icon="arrow-up"
                      aria-label={`Subir parágrafo ${i + 1} do tópico ${t + 1}`}
                      disabled={i === 0}
                      onClick={() => setTopic(t, { ...topic, paragraphs: moved(topic.paragraphs, i, -1) })}
                    />
                    <Button
                      icon="arrow-down"
                      aria-label={`Descer parágrafo ${i + 1} do tópico ${t + 1}`}
                      disabled={i === topic.paragraphs.length - 1}
                      onClick={() => setTopic(t, { ...topic, paragraphs: moved(topic.paragraphs, i, 1) })}
                    />
                    <Button
                      icon="trash"
                      intent="danger"
                      aria-label={`Remover parágrafo ${i + 1} do tópico ${t + 1}`}
                      onClick={() => setTopic(t, { ...topic, paragraphs: topic.paragraphs.filter((_x, j) => j !== i) })}
                    />
                  </li>
                ))}
              </ol>
              <Button
                icon="add"
                text="Adicionar parágrafo"
                onClick={() => setTopic(t, { ...topic, paragraphs: [...topic.paragraphs, { key: newKey(), id: null, text: '', item: false }] })}
              />
            </fieldset>
          ))}
          <p className="terms-hint">Parágrafos alterados que ficarem vazios não são atualizados; novos vazios não são criados.</p>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button icon="add" text="Adicionar tópico" onClick={() => onChange([...draft, { key: newKey(), id: null, title: '', paragraphs: [] }])} />
            <Button text="Cancelar" onClick={onClose} />
            <Button type="submit" intent="primary" icon="floppy-disk" text="Salvar" loading={saving} />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
