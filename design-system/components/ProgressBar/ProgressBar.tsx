import type { CSSProperties, ReactNode } from 'react';
import { useProgressBar, type AriaProgressBarProps } from 'react-aria';
import styled, { css, keyframes } from 'styled-components';
import { progressBarTokens as tk, type ProgressBarSize, type ProgressTone } from './tokens';

/** Where the percentage is written. */
export const progressLabelPlacements = ['beside', 'inside', 'none'] as const;
export type ProgressLabelPlacement = (typeof progressLabelPlacements)[number];

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'label'> {
  /** A visible label above the bar; without it pass `aria-label`. */
  label?: ReactNode;
  /**
   * Fill colour. Without it the bar is brand-coloured, and success-coloured once complete.
   * Use `danger` for a failure (spec 01 §2: 导出失败 in red).
   */
  tone?: ProgressTone;
  /** Where the percentage is written; `inside` needs the 18 px bar. @default 'beside' */
  labelPlacement?: ProgressLabelPlacement;
  /** `md` is the 18 px bar of spec 01 §2. @default 'md' */
  size?: ProgressBarSize;
}

const fillStyles = (Object.keys(tk.fill) as ProgressTone[]).map(
  (t) => css`
    &[data-tone='${t}'] {
      --progress-fill: ${tk.fill[t]};
      --progress-value: ${tk.valueText[t]};
    }
  `,
);

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(340%); }
`;

// Built on react-aria's hook rather than react-aria-components' ProgressBar: that module also holds the context
// every react-aria-components Button imports, so using its component would put the progress bar's code (label,
// number formatting) on the sign-in route.
const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tk.gap};
  width: 100%;
  min-width: 120px;
  ${fillStyles}
`;

const LabelText = styled.span`
  color: ${tk.labelText};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${tk.gap};
`;

const Track = styled.div`
  position: relative;
  flex: 1;
  overflow: hidden;
  border-radius: ${tk.radius};
  background: ${tk.track};
  box-shadow: inset 0 0 0 1px ${tk.trackEdge};
  &[data-size='sm'] { height: ${tk.height.sm}; }
  &[data-size='md'] { height: ${tk.height.md}; }
`;

const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: var(--progress-percent);
  border-radius: ${tk.radius};
  background: var(--progress-fill);
  transition: width 0.3s ease;
  &[data-indeterminate] {
    width: 30%;
    animation: ${slide} 1.4s ease-in-out infinite;
  }
`;

const Inside = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  font-size: ${tk.fontSize};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  &[data-fits] { right: calc(100% - var(--progress-percent)); padding-right: 6px; color: ${tk.insideText}; }
  &:not([data-fits]) { left: var(--progress-percent); padding-left: 6px; color: ${tk.outsideText}; }
`;

const Beside = styled.span`
  flex: none;
  min-width: 3em;
  text-align: right;
  font-size: ${tk.fontSize};
  font-variant-numeric: tabular-nums;
  color: var(--progress-value);
`;

function percentOf(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

/** A determinate or indeterminate progress bar (react-aria), 18 px by default, with its percentage. */
export function ProgressBar({ label, tone, labelPlacement = 'beside', size = 'md', ...rest }: ProgressBarProps) {
  const { value = 0, minValue = 0, maxValue = 100, isIndeterminate = false } = rest;
  const percentage = percentOf(value, minValue, maxValue);
  const resolved: ProgressTone = tone ?? (!isIndeterminate && percentage >= 100 ? 'success' : 'brand');
  const placement: ProgressLabelPlacement = size === 'sm' && labelPlacement === 'inside' ? 'beside' : labelPlacement;
  // The fill width is the one dynamic value: a CSS variable, so the styled classes stay static.
  const style = { '--progress-percent': `${percentage}%` } as CSSProperties;
  const { progressBarProps, labelProps } = useProgressBar({ ...rest, label });
  const valueText = progressBarProps['aria-valuetext'];
  return (
    <Root {...progressBarProps} data-tone={resolved} style={style}>
      {label && <LabelText {...labelProps}>{label}</LabelText>}
          <Row>
            <Track data-size={size}>
              <Fill data-indeterminate={isIndeterminate || undefined} />
              {placement === 'inside' && !isIndeterminate && (
                <Inside aria-hidden="true" data-fits={percentage >= tk.insideMinPercent || undefined}>
                  {valueText}
                </Inside>
              )}
            </Track>
            {placement === 'beside' && !isIndeterminate && <Beside aria-hidden="true">{valueText}</Beside>}
          </Row>
    </Root>
  );
}
