import { fieldTokens } from '../Field/tokens';
import { vars } from '../../tokens/semantic';

// Component tokens of the number field: the shared control box plus its stepper column.
export const numberFieldTokens = {
  control: fieldTokens.control,
  stepper: {
    width: '22px',
    border: vars.colorBorder,
    fg: vars.colorTextSecondary,
    fgHover: vars.colorBrandText,
    bgPressed: vars.colorBrandSubtle,
  },
} as const;
