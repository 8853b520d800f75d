// Component tokens of Icon: icons take their colour from the text around them (currentColor).
export const iconTokens = {
  /** Sits on the text baseline like a glyph. */
  verticalAlign: '-0.125em',
} as const;
