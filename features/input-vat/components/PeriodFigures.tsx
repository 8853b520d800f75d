import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fontSize, formatDateTime, formatMoney, space, Tag, vars } from '../../../design-system';
import type { PeriodStatistics } from '../api';
import { entryOf, periodState } from '../rules/lookups';
import { periodParts } from '../rules/period';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${space[3]};
  margin: 0 0 ${space[3]};
`;
const Figure = styled.div`
  padding: ${space[2]} ${space[4]};
  border: 1px solid ${vars.colorBorder};
  border-radius: 4px;
  background: ${vars.colorSurface};
  dt {
    color: ${vars.colorTextSecondary};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: ${space[1]} 0 0;
    font-size: ${fontSize.lg};
    font-variant-numeric: tabular-nums;
    color: ${vars.colorText};
  }
`;

export interface PeriodFiguresProps {
  statistics: PeriodStatistics;
}

/** The period's statistics (统计) at a glance: state, ticked count, amount and tax to the fen, invoices left to tick. */
export function PeriodFigures({ statistics: s }: PeriodFiguresProps) {
  const { t } = useTranslation('inputVat');
  const state = entryOf(periodState, s.confirmed ? 'confirmed' : 'open');
  return (
    <div role="group" aria-label={t('figures.label', periodParts(s.period))} aria-live="polite">
      <Figures>
      <Figure>
        <dt>{t('figures.period')}</dt>
        <dd>
          {t('period', periodParts(s.period))} <Tag tone={state.tone ?? 'neutral'}>{t(state.key)}</Tag>
        </dd>
      </Figure>
      <Figure>
        <dt>{t('figures.count')}</dt>
        <dd>{t('figures.countValue', { count: s.count })}</dd>
      </Figure>
      <Figure>
        <dt>{t('figures.amount')}</dt>
        <dd>¥{formatMoney(s.amount)}</dd>
      </Figure>
      <Figure>
        <dt>{t('figures.tax')}</dt>
        <dd>¥{formatMoney(s.taxAmount)}</dd>
      </Figure>
      <Figure>
        <dt>{s.confirmed ? t('figures.confirmedAt') : t('figures.candidates')}</dt>
        <dd>{s.confirmed ? formatDateTime(s.confirmedAt ?? '') : t('figures.countValue', { count: s.candidates })}</dd>
      </Figure>
      </Figures>
    </div>
  );
}
