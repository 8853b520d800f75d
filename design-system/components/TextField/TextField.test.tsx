import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { renderWithProviders } from '../../../tests/support/render';
import { TextField, byteLength } from './TextField';

describe('byteLength', () => {
  it.each([
    ['', 0],
    ['ABC123', 6],
    ['杭州', 4],
    ['杭州ABC', 7],
    ['（）', 4],
    ['é', 1],
    ['€', 2],
    ['😀', 4],
  ])('%s -> %i', (s, bytes) => {
    expect(byteLength(s)).toBe(bytes);
  });

  it('agrees with the legacy replace-based count (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        // eslint-disable-next-line no-control-regex
        expect(byteLength(s)).toBe(s.replace(/[^\x00-\xff]/g, 'aa').length);
      }),
    );
  });
});

describe('TextField byte counter', () => {
  it('counts Chinese as 2 bytes and marks over the limit without cutting the text', async () => {
    const onChange = vi.fn();
    const { i18n } = renderWithProviders(<TextField label="名称" maxBytes={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '名称' });
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await userEvent.type(input, '杭州某某科');
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '技');
    expect(input).toHaveValue('杭州某某科技');
    expect(onChange).toHaveBeenLastCalledWith('杭州某某科技');
    expect(screen.getByText('12/10')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(i18n.t('ds:textField.maxBytes', { max: 10 }));
    expect(input).toHaveAccessibleDescription('最多输入10个字节');
  });

  it("prefers the caller's own error to the limit message", () => {
    renderWithProviders(<TextField label="名称" maxBytes={2} defaultValue="杭州" isInvalid errorMessage="格式有误!请重新输入" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('格式有误!请重新输入');
  });

  it('speaks English in en-US', () => {
    renderWithProviders(<TextField label="Name" maxBytes={2} defaultValue="杭州" />, { lng: 'en-US' });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('At most 2 bytes');
  });
});
