// The home pages of the signed-in areas: the current terminal and the role's recent work. The app registers
// the pages from ./pages.
export { prefetchHome } from './prefetch';
