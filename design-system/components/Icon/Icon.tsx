import { memo } from 'react';
import styled from 'styled-components';
import { iconMap, type IconName } from './icons';
import { iconTokens } from './tokens';

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Width and height in px. @default 16 */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`); with it the icon is an image
   * with that name. Pass translated text.
   */
  label?: string;
  /** Line width on the 24 px grid. @default 2 */
  strokeWidth?: number;
  /** For styled(Icon) wrappers. */
  className?: string;
}

const Svg = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: ${iconTokens.verticalAlign};
  fill: none;
  stroke: currentColor;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/** An inline SVG icon, coloured with currentColor; decorative unless given a label. */
export const Icon = memo(function Icon({ name, size = 16, label, strokeWidth = 2, className }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true, focusable: 'false' } as const);
  return (
    <Svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeWidth={strokeWidth}
      data-icon={name}
      {...a11y}
    >
      {iconMap[name]}
    </Svg>
  );
});
