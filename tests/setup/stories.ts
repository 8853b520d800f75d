import { toBeVisible } from '@testing-library/jest-dom/matchers';
import { setInteractionModality } from 'react-aria';
import { configure, expect as playExpect } from 'storybook/test';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { forgetLogoConfigs } from '../../features/branding/hooks/useLogoConfig';
import { resetDb } from '../../mocks/db';
import { forgetServerWork } from '../../mocks/serverWork';
import { forgetSecretKey } from '../../platform/api/secrets';
import { WAIT_MS } from '../support/ceilings';

// The plays' findBy*/waitFor wait for what the user would see up to WAIT_MS (tests/support/ceilings.ts), not Testing
// Library's 1 s; no story sets a ceiling of its own.
configure({ asyncUtilTimeout: WAIT_MS });

// react-aria reveals an overlay (a dialog, a popover) once it is placed and, where it guesses that a touch keyboard
// may be about, a couple of frames later (runAfterKeyboard; until then the overlay is in the page with opacity 0).
// That guess is kept by the module for the page's life and follows the page's viewport changes (the stories' desktop
// and phone sizes, the taller viewport of a long story's screenshot). So a play's `toBeVisible` waits, as a user
// does, until the element shows (or, with `.not`, until it has gone), up to WAIT_MS; an element that never shows
// still fails.
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 16));
/** Two rendering frames: what the page was told before has been laid out, painted and its events delivered. */
const twoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
const jestDomToBeVisible = toBeVisible as unknown as (this: unknown, element: Element) => { pass: boolean; message: () => string };
playExpect.extend({
  async toBeVisible(this: { isNot?: boolean }, element: Element) {
    const until = performance.now() + WAIT_MS;
    for (;;) {
      const result = jestDomToBeVisible.call(this, element);
      if (result.pass !== Boolean(this.isNot) || performance.now() > until) return result;
      await nextFrame();
    }
  },
});

/** react-aria's mark of an overlay not revealed yet (react-aria/private/utils/animation: useEnterAnimation). */
const isUnrevealedOverlay = (el: HTMLElement) => el.style.opacity === '0' && el.style.clipPath === 'inset(50%)';

// A fixed clock for every story, still advancing so countdowns run: 2026-11-22 10:00 Asia/Shanghai.
export const STORY_NOW = new Date('2026-11-22T10:00:00+08:00');

// The story files of a worker share one page and one module graph (vitest.config.ts, docs/testing.md). Each story
// starts from what a freshly loaded page has, whatever ran before it (a shuffled run, `--sequence.shuffle`, finds a
// story that depends on another):
// - the embedded backend's seeded data and what it keeps beside it (imports, export tasks, push options),
// - the logo configs fetched per host, the secrets key agreed with the backend,
// - react-aria's input modality (none yet), the page's storage and address, the viewport's size and scroll,
// - the focus on the page itself: a play that starts by pressing Tab starts from the top, not from where an earlier
//   story left the focus (an element it left in the page).
const startViewport = { width: window.innerWidth, height: window.innerHeight };
const startAddress = location.href;
// The test runner's page shares the origin's storage: only what the stories wrote is removed.
const runnerKeys = { local: new Set(Object.keys(localStorage)), session: new Set(Object.keys(sessionStorage)) };
const forgetStoriesStorage = (storage: Storage, keep: Set<string>) => {
  for (const key of Object.keys(storage)) if (!keep.has(key)) storage.removeItem(key);
};

beforeEach(async () => {
  resetDb();
  forgetServerWork();
  forgetLogoConfigs();
  forgetSecretKey();
  setInteractionModality(null as unknown as 'keyboard');
  if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) document.activeElement.blur();
  forgetStoriesStorage(localStorage, runnerKeys.local);
  forgetStoriesStorage(sessionStorage, runnerKeys.session);
  if (location.href !== startAddress) history.replaceState(null, '', startAddress);
  let moved = false;
  if (window.innerWidth !== startViewport.width || window.innerHeight !== startViewport.height) {
    await page.viewport(startViewport.width, startViewport.height);
    // The page sees the new size once the browser has applied it, which on a loaded machine can take some frames.
    while (window.innerWidth !== startViewport.width || window.innerHeight !== startViewport.height) await twoFrames();
    moved = true;
  }
  if (window.scrollX || window.scrollY) {
    window.scrollTo(0, 0);
    moved = true;
  }
  // The page gets the resize and scroll events of these changes a frame later: they are let through before the story
  // renders, not into its play (react-aria closes an open popover when the page scrolls, as on a user's scroll).
  if (moved) await twoFrames();
  vi.useFakeTimers({ toFake: ['Date'], now: STORY_NOW, shouldAdvanceTime: true });
});

/** `parameters.screenshot` of a story: false opts out (say why), `target: 'page'` captures the page, `exact` allows no changed pixel. */
interface ScreenshotOptions {
  target?: 'page';
  exact?: boolean;
  /**
   * Keep the story's clock running through the screenshot. Without it the clock jumps to the real time first, and a
   * story whose requests go on after its play (polls) finds the demo token stale and is signed out before the shot.
   */
  storyClock?: true;
}

interface StoryContext {
  story?: { parameters?: { screenshot?: false | ScreenshotOptions } };
  task: { name: string; result?: { state?: string } };
}

// Visual regression: one screenshot per story, compared with the committed baseline in __screenshots__/.
// The story root is captured, or the whole page when the story opened an overlay (dialogs, popovers).
afterEach(async (ctx) => {
  const { story, task } = ctx as unknown as StoryContext;
  const option = story?.parameters?.screenshot;
  if (task.result?.state === 'fail') console.log(`The focus at the failure: ${document.activeElement?.outerHTML.slice(0, 300) ?? 'none'}`);
  if (!(option && option.storyClock)) vi.useRealTimers();
  try {
    await screenshot(story, task, option);
  } finally {
    vi.useRealTimers();
  }
});

async function screenshot(story: StoryContext['story'], task: StoryContext['task'], option: false | ScreenshotOptions | undefined) {
  const state = task.result?.state;
  if (state === 'fail' || state === 'skip') return;
  if (!story) return; // not a story test
  if (option === false) return;
  await document.fonts.ready;
  // An overlay the play opened is shot once react-aria has revealed it (see toBeVisible above).
  await expect.poll(() => Array.from(document.querySelectorAll<HTMLElement>('[style]')).some(isUnrevealedOverlay)).toBe(false);
  await twoFrames();
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error('story root not found: is the preview decorator applied?');
  // An overlay (dialog, popover, tooltip) is anything visible outside the story root: an element, or one of its
  // descendants (popovers sit in zero-size wrappers), larger than 1 px. react-aria's 1 px live announcer is not one.
  const isVisible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const hasOverlay = Array.from(document.body.children).some((el) => {
    if (el.contains(root) || el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.hasAttribute('data-live-announcer')) return false;
    return isVisible(el) || Array.from(el.querySelectorAll('*')).some(isVisible);
  });
  // The story root is shot from its top-left corner: a play that scrolled the window (focus on a control past the
  // viewport's edge) would otherwise measure, and cut, it from where the scroll left it.
  if (!hasOverlay && (window.scrollX || window.scrollY)) window.scrollTo(0, 0);
  // Chromium cuts element screenshots at the viewport's edge: grow the viewport to fit a long story.
  const box = root.getBoundingClientRect();
  if (!hasOverlay && (box.bottom > window.innerHeight || box.right > window.innerWidth)) {
    await page.viewport(Math.max(window.innerWidth, Math.ceil(box.right)), Math.ceil(box.bottom) + 1);
    await twoFrames();
  }
  const options = option && option.exact ? { comparatorName: 'pixelmatch' as const, comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 } } : undefined;
  if (hasOverlay || (option && option.target === 'page')) {
    await expect(page).toMatchScreenshot(options);
  } else {
    await expect.element(page.elementLocator(root)).toMatchScreenshot(options);
  }
}
