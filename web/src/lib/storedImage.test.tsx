// @vitest-environment jsdom
// The stored image's three states: the image, 'Sem imagem' without a URL, 'Imagem indisponível' when it fails to load.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoredImage } from './storedImage';

afterEach(cleanup);

describe('StoredImage', () => {
  it('shows the image, and says it is unavailable once it fails to load', () => {
    const { rerender } = render(<StoredImage url="https://storage.test/a.jpg" alt="Receita Baião" className="recipe-image" />);
    const image = screen.getByRole('img', { name: 'Receita Baião' });
    expect(image.getAttribute('src')).toBe('https://storage.test/a.jpg');
    fireEvent.error(image);
    const missing = screen.getByRole('img', { name: 'Receita Baião sem imagem' });
    expect(missing.textContent).toBe('Imagem indisponível');
    expect(missing.className).toBe('recipe-image recipe-image-missing stored-image-missing');
    // A new URL (the record's image replaced) is tried again.
    rerender(<StoredImage url="https://storage.test/b.jpg" alt="Receita Baião" className="recipe-image" />);
    expect(screen.getByRole('img', { name: 'Receita Baião' }).getAttribute('src')).toBe('https://storage.test/b.jpg');
  });

  it("says 'Sem imagem' when the record has none, under the name given", () => {
    render(<StoredImage url={null} alt="Ofertas" missingLabel="Destaque Ofertas sem imagem" className="highlight-image" />);
    expect(screen.getByRole('img', { name: 'Destaque Ofertas sem imagem' }).textContent).toBe('Sem imagem');
  });
});
