import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { renderWithProviders } from '../../../tests/support/render';
import { AmountField } from './AmountField';
import { amountProblem, formatThousands, normalizeAmount } from './amount';

describe('normalizeAmount', () => {
  it.each([
    ['1234.565', 2, '1234.57'],
    ['1234.564', 2, '1234.56'],
    ['-0.5', 2, '-0.50'],
    ['-1.005', 2, '-1.01'],
    ['-0.001', 2, '0.00'],
    ['0.1', 2, '0.10'],
    ['.5', 2, '0.50'],
    ['12.', 2, '12.00'],
    ['007', 2, '7.00'],
    ['1,234.5', 2, '1234.50'],
    ['12.5', 0, '13'],
    ['99999999999999999.995', 2, '100000000000000000.00'],
    ['', 2, ''],
  ])('%s at scale %i -> %s', (input, scale, expected) => {
    expect(normalizeAmount(input, scale)).toBe(expected);
  });

  it('never goes through binary floating point', () => {
    // 1.005 as a float is 1.00499999..., which Number#toFixed rounds down.
    expect(normalizeAmount('1.005')).toBe('1.01');
  });

  it('rounds half-up like decimal.js for any amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }), (units, places) => {
        const text = new Decimal(units.toString()).dividedBy(new Decimal(10).pow(places)).toFixed(places);
        const out = normalizeAmount(text);
        expect(out).toMatch(/^-?\d+\.\d{2}$/);
        expect(new Decimal(out).minus(text).abs().lte('0.005')).toBe(true);
      }),
    );
  });
});

describe('amountProblem', () => {
  it.each([
    ['12a', {}, 'invalid'],
    ['1.2.3', {}, 'invalid'],
    ['1-2', { allowNegative: true }, 'invalid'],
    ['-5', {}, 'negative'],
    ['-5', { allowNegative: true }, null],
    ['-', { allowNegative: true }, null],
    ['-', { allowNegative: true, complete: true }, 'invalid'],
    ['.', { complete: true }, 'invalid'],
    ['12.', { complete: true }, null],
    ['', { complete: true }, null],
  ] as const)('%s %o -> %s', (text, options, expected) => {
    expect(amountProblem(text, options)).toBe(expected);
  });
});

describe('formatThousands', () => {
  it.each([
    ['1234567.50', '1,234,567.50'],
    ['-1234.00', '-1,234.00'],
    ['999.99', '999.99'],
    ['1000', '1,000'],
  ])('%s -> %s', (input, expected) => {
    expect(formatThousands(input)).toBe(expected);
  });
});

describe('AmountField', () => {
  function setup(props: Partial<Parameters<typeof AmountField>[0]> = {}) {
    const onChange = vi.fn();
    renderWithProviders(<AmountField label="金额" onChange={onChange} {...props} />);
    return { onChange, input: screen.getByRole('textbox', { name: '金额' }) };
  }

  it("normalises on blur: '1234.565' -> '1234.57', shown with thousands separators", async () => {
    const { onChange, input } = setup();
    await userEvent.type(input, '1234.565');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('1234.57');
    expect(input).toHaveValue('1,234.57');
    await userEvent.click(input);
    expect(input).toHaveValue('1234.57');
  });

  it("accepts '-0.5' with allowNegative and commits '-0.50'", async () => {
    const { onChange, input } = setup({ allowNegative: true });
    await userEvent.type(input, '-0.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('-0.50');
    expect(input).toHaveValue('-0.50');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a minus sign without allowNegative, keeping the text', async () => {
    const { onChange, input } = setup();
    await userEvent.type(input, '-5');
    expect(screen.getByText('金额不能为负数')).toBeInTheDocument();
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('-5');
  });

  it("keeps '12a' as typed with a clear message, and does not commit it", async () => {
    const { onChange, input } = setup();
    await userEvent.type(input, '12a');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入正确的金额');
    await userEvent.tab();
    expect(input).toHaveValue('12a');
    expect(onChange).not.toHaveBeenCalled();
    // Fixing the text clears the message and commits.
    await userEvent.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('12.00');
  });

  it('commits on Enter without leaving the field', async () => {
    const { onChange, input } = setup();
    await userEvent.type(input, '8.8{Enter}');
    expect(onChange).toHaveBeenCalledWith('8.80');
    expect(input).toHaveValue('8.80');
    expect(input).toHaveFocus();
  });

  it('shows a controlled value with separators and follows it when it changes', () => {
    const { rerender } = renderWithProviders(<AmountField label="金额" value="1000000.00" />);
    const input = screen.getByRole('textbox', { name: '金额' });
    expect(input).toHaveValue('1,000,000.00');
    rerender(<AmountField label="金额" value="" />);
    expect(input).toHaveValue('');
  });

  it('uses the scale for decimals', async () => {
    const { onChange, input } = setup({ scale: 0 });
    await userEvent.type(input, '12.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('13');
  });
});
