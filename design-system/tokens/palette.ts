// Private palette: raw colours. Only themes read it; components use semantic tokens (vars), never these.
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray: {
    50: '#f7f8fa', 100: '#f0f2f5', 200: '#e4e7ec', 300: '#d0d5dd', 400: '#98a2b3',
    500: '#667085', 600: '#475467', 700: '#344054', 800: '#1d2939', 900: '#101828',
  },
  blue: { 50: '#edf4ff', 100: '#d6e6ff', 500: '#2f6fe4', 600: '#1f5bd1', 700: '#1748ad', 800: '#123a8c' },
  teal: { 50: '#e8f7f5', 100: '#c8ece7', 500: '#0f8a7e', 600: '#0b7469', 700: '#095e56', 800: '#074a44' },
  orange: { 50: '#fff3e8', 100: '#ffe0c2', 500: '#c2570c', 600: '#a8480a', 700: '#8a3b08', 800: '#6e2f07' },
  purple: { 50: '#f4efff', 100: '#e4d8ff', 500: '#6d43d6', 600: '#5b34bd', 700: '#4a2a9b', 800: '#3b217c' },
  indigo: { 50: '#eef0ff', 100: '#d9ddff', 500: '#3e4fcf', 600: '#3241b3', 700: '#283592', 800: '#1f2a74' },
  green: { 50: '#ecfdf3', 100: '#d1fadf', 300: '#6ce9a6', 600: '#067647', 700: '#05603a' },
  amber: { 50: '#fffaeb', 100: '#fef0c7', 300: '#fec84b', 600: '#b54708', 700: '#93370d' },
  red: { 50: '#fef3f2', 100: '#fee4e2', 300: '#fda29b', 600: '#d92d20', 700: '#b42318' },
  sky: { 50: '#f0f9ff', 100: '#e0f2fe', 300: '#7cd4fd', 600: '#026aa2', 700: '#065986' },
} as const;
