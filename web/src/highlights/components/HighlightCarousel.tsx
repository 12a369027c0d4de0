// The highlights carousel (docs/areas/catalogue.md#highlights): one banner at a time with image, title and
// description, turning every 7 s; previous/next, a dot per banner, and edit and delete on each. It stops turning
// while the pointer or focus is on it, while the page holds it (a dialog is open) and after 'Pausar' (WCAG 2.2.2:
// moving content can be paused).
import { useEffect, useState } from 'react';
import { Button, Card, Tag } from '@blueprintjs/core';
import { StoredImage } from '../../lib/storedImage';
import type { HighlightCarousel_HighlightFragment } from '../../generated/graphql';
import { CAROUSEL_INTERVAL_MS, TYPE_LABELS } from '../form';

interface Props {
  items: readonly HighlightCarousel_HighlightFragment[];
  /** The page holds the carousel still (a dialog is open). */
  held: boolean;
  onEdit: (highlight: HighlightCarousel_HighlightFragment) => void;
  onDelete: (highlight: HighlightCarousel_HighlightFragment) => void;
}

export function HighlightCarousel({ items, held, onEdit, onDelete }: Props) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = items.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const still = held || hovered || focused || paused || count < 2;

  // Every change of slide (by the timer or by hand) starts a new full interval.
  useEffect(() => {
    if (still) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [still, current, count]);

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const highlight = items[current];
  if (!highlight) return null;
  return (
    <section
      className="highlight-carousel"
      aria-roledescription="carrossel"
      aria-label="Destaques"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocused(false)}
    >
      <div className="highlight-stage">
        <Button
          className="highlight-nav"
          icon="chevron-left"
          size="large"
          variant="minimal"
          aria-label="Destaque anterior"
          disabled={count < 2}
          onClick={() => go(current - 1)}
        />
        <Card
          className="highlight-slide"
          role="group"
          aria-roledescription="destaque"
          aria-label={`${current + 1} de ${count}: ${highlight.title}`}
          data-highlight-id={highlight.id}
          elevation={1}
        >
          <StoredImage
            key={highlight.id}
            url={highlight.imageUrl}
            alt={highlight.title}
            missingLabel={`Destaque ${highlight.title} sem imagem`}
            className="highlight-image"
            iconSize={32}
            width={395}
            height={220}
          />
          <div className="highlight-text">
            <div className="highlight-title-line">
              <h3>{highlight.title}</h3>
              <Tag minimal intent={highlight.type === 'B' ? 'primary' : 'none'}>
                {TYPE_LABELS[highlight.type]}
              </Tag>
            </div>
            {highlight.description && <p>{highlight.description}</p>}
            {highlight.type === 'B' && highlight.link && (
              <a href={highlight.link} target="_blank" rel="noopener noreferrer" className="highlight-link">
                {highlight.link}
              </a>
            )}
          </div>
          <div className="highlight-actions">
            <Button icon="edit" text="Editar" aria-label={`Editar destaque ${highlight.title}`} onClick={() => onEdit(highlight)} />
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              text="Excluir"
              aria-label={`Excluir destaque ${highlight.title}`}
              onClick={() => onDelete(highlight)}
            />
          </div>
        </Card>
        <Button
          className="highlight-nav"
          icon="chevron-right"
          size="large"
          variant="minimal"
          aria-label="Próximo destaque"
          disabled={count < 2}
          onClick={() => go(current + 1)}
        />
      </div>
      <div className="highlight-dots">
        {count > 1 && (
          <Button
            variant="minimal"
            size="small"
            icon={paused ? 'play' : 'pause'}
            aria-label={paused ? 'Retomar a passagem automática' : 'Pausar a passagem automática'}
            title={paused ? 'Retomar' : 'Pausar'}
            onClick={() => setPaused((p) => !p)}
          />
        )}
        {items.map((item, at) => (
          <button
            key={item.id}
            type="button"
            className={`highlight-dot${at === current ? ' highlight-dot-current' : ''}`}
            aria-label={`Ir para o destaque ${at + 1}: ${item.title}`}
            aria-current={at === current ? 'true' : undefined}
            onClick={() => go(at)}
          />
        ))}
      </div>
    </section>
  );
}
