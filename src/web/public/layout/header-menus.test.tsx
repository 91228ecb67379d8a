// The header's menus and the FAQ's accordion keep their state in the DOM (header-menus.ts,
// accordion-behaviour.ts), so the marketing pages have them without React: here, drawn by React as
// on the pages the app hydrates, each opens, closes and says so with aria-expanded.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Accordion } from '../../components/ui/accordion.tsx';
import { screenWidth } from '../../testing/screen-width.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { navGroups } from './nav-links.ts';

const [siteGroup] = navGroups;

describe('the header menus and the accordion', () => {
  beforeEach(() => screenWidth(false));
  afterEach(() => vi.unstubAllGlobals());

  it('the phone menu opens, keeps the page still, and closes on Escape with focus on its button', async () => {
    render(<MobileMenu />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    expect(document.body.style.overflow).toBe('');
  });

  it('a link chosen in the phone menu closes it', async () => {
    render(<MobileMenu />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Quem Somos' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('a product menu opens with ArrowDown on its first link, walks back up and closes on a tap outside', async () => {
    if (!siteGroup) throw new Error('no menu group');
    render(
      <>
        <NavDropdown group={siteGroup} />
        <p>fora</p>
      </>,
      { wrapper: MemoryRouter },
    );
    const button = screen.getByRole('button', { name: siteGroup.label });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = screen.getAllByRole('link');
    expect(document.activeElement).toBe(links[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(button);
    fireEvent.pointerDown(screen.getByText('fora'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('the accordion opens one answer at a time and closes the open one when pressed again', async () => {
    render(
      <Accordion
        items={[
          { question: 'Primeira?', answer: 'Um.' },
          { question: 'Segunda?', answer: 'Dois.' },
        ]}
      />,
    );
    const [first, second] = [
      screen.getByRole('button', { name: 'Primeira?' }),
      screen.getByRole('button', { name: 'Segunda?' }),
    ];
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(first.closest('[data-accordion-item]')?.hasAttribute('data-open')).toBe(true);
    await userEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(second.closest('[data-accordion-item]')?.hasAttribute('data-open')).toBe(false);
  });
});
