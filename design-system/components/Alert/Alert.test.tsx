import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { Alert } from './Alert';
import type { AlertTone } from './tokens';

describe('Alert', () => {
  it.each<[AlertTone, 'alert' | 'status']>([
    ['danger', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
    ['neutral', 'status'],
  ])('%s is announced through role=%s by default', (tone, role) => {
    renderWithProviders(<Alert tone={tone}>x</Alert>);
    expect(screen.getByRole(role)).toHaveAttribute('data-tone', tone);
  });

  it('live overrides the default role', () => {
    renderWithProviders(
      <>
        <Alert tone="danger" live={false}>a</Alert>
        <Alert tone="info" live>b</Alert>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('a');
    expect(screen.getByRole('alert')).toHaveTextContent('b');
  });

  it('shows a server message as text, never as HTML', () => {
    renderWithProviders(<Alert tone="danger">{'<img src=x onerror=alert(1)><b>错</b>'}</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('<img src=x onerror=alert(1)><b>错</b>');
    expect(alert.querySelector('b, img')).toBeNull();
  });

  it('has a translated close button only when onClose is given, and names its tone', () => {
    const { unmount } = renderWithProviders(<Alert tone="warning">x</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithProviders(<Alert tone="warning" onClose={() => {}}>x</Alert>, { lng: 'en-US' });
    expect(screen.getByRole('button', { name: 'Close alert' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });
});
