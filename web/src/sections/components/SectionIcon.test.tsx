// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionIcon } from './SectionIcon';

// The icon set's stylesheet as the browser has it (vitest does not load CSS): a known icon's class carries --fa.
const style = document.createElement('style');
style.textContent = '.fa-paw { --fa: "\\f1b0"; }';

afterEach(() => {
  cleanup();
  style.remove();
});

describe('SectionIcon', () => {
  it("draws a known icon of the app's set, named for screen readers", () => {
    document.head.append(style);
    render(<SectionIcon icon="paw" />);
    const icon = screen.getByRole('img', { name: 'Ícone: paw' });
    expect(icon.querySelector('i')?.className).toBe('fa-solid fa-paw');
    expect(screen.queryByText('paw')).toBeNull();
  });

  it('shows the name of an icon the set does not know, and of a name that is no icon name', () => {
    document.head.append(style);
    const { rerender } = render(<SectionIcon icon="apple" />);
    expect(screen.getByText('apple')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<SectionIcon icon="paw" />);
    expect(screen.getByRole('img', { name: 'Ícone: paw' })).toBeTruthy();
    rerender(<SectionIcon icon={'x" onload="1'} />);
    expect(screen.getByText('x" onload="1')).toBeTruthy();
  });

  it("says 'sem ícone' without one", () => {
    render(<SectionIcon icon={null} />);
    expect(screen.getByText('sem ícone')).toBeTruthy();
  });
});
