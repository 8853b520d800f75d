import { selectTokens } from '../Select/tokens';

// Component tokens: the ComboBox shares the Select's dropdown and adds nothing of its own but the toggle colour.
export const comboBoxTokens = {
  toggle: selectTokens.chevron,
} as const;
