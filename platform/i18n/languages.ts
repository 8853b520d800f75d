export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];
/** zh-CN is the source language: every Chinese text of the spec lives there word for word. */
export const sourceLanguage: Language = 'zh-CN';
