import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../tests/support/render';
import { StatusBadge, toneOf, type ToneMap } from './StatusBadge';

// spec 02 §4: 1 success; 0 or 2 warning; 3 to 6 danger.
const service: ToneMap = { 1: 'success', 0: 'warning', 2: 'warning', 3: 'danger', 4: 'danger', 5: 'danger', 6: 'danger' };

describe('toneOf', () => {
  it.each([
    [1, 'success'],
    [0, 'warning'],
    [2, 'warning'],
    [3, 'danger'],
    [6, 'danger'],
    ['1', 'success'],
    [7, 'neutral'],
    [null, 'neutral'],
    [undefined, 'neutral'],
    ['constructor', 'neutral'],
    ['valueOf', 'neutral'],
  ] as const)('%s -> %s', (value, tone) => {
    expect(toneOf(value, service)).toBe(tone);
  });

  it('uses the given fallback', () => {
    expect(toneOf(0, { 1: 'success' }, 'danger')).toBe('danger');
  });
});

describe('StatusBadge', () => {
  it('prefers an explicit tone over the map', () => {
    renderWithProviders(
      <StatusBadge tone="info" value={1} toneMap={service}>
        s
      </StatusBadge>,
    );
    expect(screen.getByText('s')).toHaveAttribute('data-tone', 'info');
  });
});
