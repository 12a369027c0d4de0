// @vitest-environment jsdom
// The list rows' light pieces draw what Blueprint's draw, and the tooltip still opens on hover and on focus.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, Icon, Menu, MenuItem, PopoverNext, Tag, Tooltip } from '@blueprintjs/core';
import { RowButton, RowIcon, RowMenu, RowTag, RowTooltip } from './rowParts';

afterEach(cleanup);

describe('row pieces', () => {
  it("draw Blueprint's markup for a button, a multiline tag and an icon", () => {
    const onClick = vi.fn();
    expect(
      renderToStaticMarkup(<RowButton size="small" variant="outlined" intent="danger" text="Cancelar compra" aria-label="Cancelar" onClick={onClick} />),
    ).toBe(renderToStaticMarkup(<Button size="small" variant="outlined" intent="danger" text="Cancelar compra" aria-label="Cancelar" onClick={onClick} />));
    expect(renderToStaticMarkup(<RowButton variant="minimal" title="Dados" aria-label="Dados" disabled />)).toBe(
      renderToStaticMarkup(<Button variant="minimal" title="Dados" aria-label="Dados" disabled />),
    );
    expect(
      renderToStaticMarkup(
        <RowTag intent="warning" round aria-label="Limitado">
          L
        </RowTag>,
      ),
    ).toBe(
      renderToStaticMarkup(
        <Tag multiline intent="warning" round aria-label="Limitado">
          L
        </Tag>,
      ),
    );
    expect(renderToStaticMarkup(<RowTag minimal>Concluído</RowTag>)).toBe(
      renderToStaticMarkup(
        <Tag multiline minimal>
          Concluído
        </Tag>,
      ),
    );
    // Paths not loaded (no loader here): both fall back to the icon font's element.
    expect(renderToStaticMarkup(<RowIcon icon="star" intent="warning" />)).toBe(renderToStaticMarkup(<Icon icon="star" intent="warning" />));
  });

  it("draws the same target as Blueprint's tooltip before anyone reaches it", () => {
    const target = (
      <span className="orders-rating" aria-label="Avaliação 4" tabIndex={0}>
        4
      </span>
    );
    const light = render(<RowTooltip content="Ótimo">{target}</RowTooltip>).container.innerHTML;
    cleanup();
    const blueprint = render(
      <Tooltip content="Ótimo" compact>
        {target}
      </Tooltip>,
    ).container.innerHTML;
    expect(light).toBe(blueprint);
  });

  it('opens on hover', async () => {
    render(
      <RowTooltip content="Esse pedido possui itens de açougue.">
        <span aria-label="Açougue">A</span>
      </RowTooltip>,
    );
    await act(async () => fireEvent.mouseEnter(screen.getByLabelText('Açougue').parentElement!));
    expect(await screen.findByText('Esse pedido possui itens de açougue.')).toBeTruthy();
  });

  it('opens on keyboard focus and keeps the focus on the target', async () => {
    render(
      <RowTooltip content="Primeira compra">
        <span role="img" aria-label="Primeira compra" tabIndex={0}>
          *
        </span>
      </RowTooltip>,
    );
    await act(async () => screen.getByRole('img', { name: 'Primeira compra' }).focus());
    expect(document.activeElement).toBe(screen.getByRole('img', { name: 'Primeira compra' }));
    expect(await screen.findByText('Primeira compra', { selector: '.bp6-popover-content *, .bp6-popover-content' })).toBeTruthy();
  });

  it("draws the same closed menu button as Blueprint's popover, mounts none, and opens its menu on click", async () => {
    const menu = (
      <Menu>
        <MenuItem text="Ver Itens do Pedido" />
      </Menu>
    );
    const light = render(<RowMenu icon="more" label="Ações do pedido 7" placement="bottom-end" content={menu} />).container.innerHTML;
    expect(document.querySelector('.bp6-portal')).toBeNull();
    cleanup();
    const blueprint = render(
      <PopoverNext placement="bottom-end" content={menu}>
        <Button variant="minimal" icon="more" aria-label="Ações do pedido 7" />
      </PopoverNext>,
    ).container.innerHTML;
    expect(light).toBe(blueprint);
    cleanup();

    const onClick = vi.fn();
    render(
      <RowMenu
        icon="more"
        label="Ações do pedido 7"
        content={
          <Menu>
            <MenuItem text="Ver Itens do Pedido" onClick={onClick} />
          </Menu>
        }
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ações do pedido 7' })));
    expect(screen.getByRole('button', { name: 'Ações do pedido 7' }).getAttribute('aria-expanded')).toBe('true');
    await act(async () => fireEvent.click(await screen.findByText('Ver Itens do Pedido')));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
