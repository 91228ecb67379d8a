// The hero's search box: any text goes to the results page, trimmed; nothing goes to the page bare.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '../../../shared/routes.ts';
import { CoupleSearchForm } from './couple-search-form.tsx';
import { heroTexts } from './landing-content.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

function renderHero() {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<CoupleSearchForm />} />
        <Route path={publicPaths.findCouple} element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('hero search', () => {
  it('goes to the results with the trimmed names', async () => {
    renderHero();
    await userEvent.type(screen.getByLabelText(heroTexts.searchLabel), '  Ana e Léo ');
    await userEvent.click(screen.getByRole('button', { name: heroTexts.searchButton }));
    expect(await screen.findByText(`${publicPaths.findCouple}?q=Ana+e+L%C3%A9o`)).toBeTruthy();
  });

  it('goes to the bare page when nothing is typed', async () => {
    renderHero();
    await userEvent.click(screen.getByRole('button', { name: heroTexts.searchButton }));
    expect(await screen.findByText(publicPaths.findCouple)).toBeTruthy();
  });
});
