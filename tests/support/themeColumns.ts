// The design system's frame of the five role themes, for the features' stories (which reach the design system only
// through its index; the frame is a story helper, not part of it).
export { ThemeColumns, expectThemePanels, themesStory } from '../../design-system/foundations/ThemeColumns';
