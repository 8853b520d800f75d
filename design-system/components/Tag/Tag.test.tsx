import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/support/render';
import { Tag } from './Tag';

describe('Tag', () => {
  it('names the close button after a text tag and calls onClose', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Tag closable onClose={onClose}>
        IT300
      </Tag>,
    );
    await userEvent.click(screen.getByRole('button', { name: '移除 IT300' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('falls back to a generic name, or textValue, when the content is not text', () => {
    renderWithProviders(
      <>
        <Tag closable>
          <b>x</b>
        </Tag>
        <Tag closable textValue="WT200">
          <b>y</b>
        </Tag>
      </>,
      { lng: 'en-US' },
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove WT200' })).toBeInTheDocument();
  });
});
