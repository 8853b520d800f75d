import { fontSize, space } from '../../tokens/scale';
import { vars } from '../../tokens/semantic';

// Component tokens of Tabs: Ant-Design line tabs; the selected tab in the brand text colour with an ink bar.
export const tabsTokens = {
  gap: space[8],
  paddingY: { sm: space[2], md: space[3] },
  fontSize: { sm: fontSize.md, md: fontSize.md },
  listBorder: vars.colorBorder,
  text: vars.colorText,
  textHover: vars.colorBrandHover,
  textSelected: vars.colorBrandText,
  textDisabled: vars.colorTextDisabled,
  inkBar: vars.colorBrand,
  inkBarHeight: '2px',
  focusRing: vars.colorFocusRing,
  panelPaddingTop: space[4],
} as const;

export type TabsSize = keyof typeof tabsTokens.paddingY;
