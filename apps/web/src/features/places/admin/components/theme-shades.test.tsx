import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { ThemeShades } from './theme-shades.tsx';

describe('ThemeShades', () => {
  it('lists the shades with their contrast and no note for the default colour', () => {
    renderWithApp(<ThemeShades color="#c2410c" />);
    expect(screen.getByRole('heading', { name: 'Tons usados na loja' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('#c2410c · contraste 5,1:1')).toBeTruthy();
    expect(screen.queryByTestId('theme-adjusted')).toBeNull();
  });

  it('explains the darker shade for a light yellow', () => {
    renderWithApp(<ThemeShades color="#ffe066" />);
    const note = screen.getByTestId('theme-adjusted');
    expect(note.textContent).toContain('clara demais para texto');
    expect(note.textContent).toContain('1,3:1');
    expect(note.textContent).toContain('#866f00');
    expect(screen.getByText('#866f00 · contraste 4,5:1')).toBeTruthy();
  });
});
