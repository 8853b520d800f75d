import { useTranslation } from 'react-i18next';
import { DescriptionList } from '../../../design-system';
import type { InvoiceTotals } from '../rules/lineAmounts';

/** 合计金额, 合计税额, 价税合计 in figures and in words (人民币大写), live as the user types. */
export function IssueTotals({ totals }: { totals: InvoiceTotals }) {
  const { t } = useTranslation('issue');
  return (
    <div>
      <DescriptionList
        bordered
        columns={3}
        items={[
          { key: 'amount', label: t('totals.amount'), value: `¥${totals.amount}` },
          { key: 'tax', label: t('totals.tax'), value: `¥${totals.tax}` },
          { key: 'total', label: t('totals.total'), value: `¥${totals.total}` },
          { key: 'words', label: t('totals.inWords'), value: totals.totalInWords, span: 3 },
        ]}
      />
    </div>
  );
}
