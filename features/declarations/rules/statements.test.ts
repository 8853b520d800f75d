import { describe, expect, it } from 'vitest';
import { lineIssues, sendRefusal, statementTotals } from './statements';

describe('the financial statements', () => {
  const balanced = { cash: '1500.00', receivables: '500', payables: '800.00', paidInCapital: '1000', retainedEarnings: '200.00', revenue: '3000', cost: '2600', adminExpenses: '150.5', incomeTax: '12.5' };

  it('computes the totals and the profits; empty lines count as 0', () => {
    expect(statementTotals(balanced)).toEqual({
      totalAssets: '2000.00',
      totalLiabilities: '800.00',
      totalEquity: '1200.00',
      liabilitiesAndEquity: '2000.00',
      difference: '0.00',
      operatingProfit: '249.50',
      netProfit: '237.00',
      balanced: true,
    });
  });

  it('refuses to send an unbalanced sheet, and says by how much', () => {
    const values = { ...balanced, cash: '1499.99' };
    expect(statementTotals(values).difference).toBe('-0.01');
    expect(sendRefusal(values)).toBe('unbalanced');
    expect(sendRefusal(balanced)).toBeNull();
  });

  it('refuses lines that are not amounts, or negative where they may not be; retained earnings may be a loss', () => {
    expect(lineIssues({ cash: '12.345', cost: '-1', retainedEarnings: '-300' })).toEqual([
      { line: 'cash', key: 'statements.issues.notAmount' },
      { line: 'cost', key: 'statements.issues.negative' },
    ]);
    expect(sendRefusal({ cash: 'abc' })).toBe('lines');
  });
});
