import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Decorator, Preview } from '@storybook/react-vite';
import { renderToCanvas as reactRenderToCanvas } from '@storybook/react/entry-preview';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { createGlobalStyle } from 'styled-components';
import { GlobalStyle, RoleThemeProvider, roleThemes, type RoleTheme } from '../design-system';
import { createI18n, type Language } from '../platform/i18n';
import { storyResources } from '../platform/i18n/storyResources';
import { loadMsw } from './msw';

// Stable pixels: no transitions, no animations, no caret (TOOLCHAIN-NOTES.md).
const StableForScreenshots = createGlobalStyle`
  *, *::before, *::after {
    transition: none !important;
    animation: none !important;
    caret-color: transparent !important;
  }
`;

const i18nByLanguage = new Map<Language, ReturnType<typeof createI18n>>();
function i18nFor(lng: Language) {
  let instance = i18nByLanguage.get(lng);
  if (!instance) {
    instance = createI18n(lng);
    for (const [language, namespaces] of Object.entries(storyResources)) {
      for (const [ns, bundle] of Object.entries(namespaces)) instance.addResourceBundle(language, ns, bundle, true, true);
    }
    i18nByLanguage.set(lng, instance);
  }
  return instance;
}

function Providers({ role, lng, children }: { role: RoleTheme; lng: Language; children: ReactNode }) {
  const i18n = useMemo(() => i18nFor(lng), [lng]);
  useEffect(() => {
    document.documentElement.lang = lng;
  }, [lng]);
  return (
    <I18nextProvider i18n={i18n}>
      {/* react-aria's built-in labels and number formats follow the portal's language, not the browser's. */}
      <AriaI18nProvider locale={lng}>
      <RoleThemeProvider role={role}>
        <GlobalStyle />
        <StableForScreenshots />
        <div data-story-root="" style={{ display: 'inline-block', padding: 4, minWidth: 40 }}>
          {children}
        </div>
      </RoleThemeProvider>
      </AriaI18nProvider>
    </I18nextProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <Providers role={(context.globals.role ?? 'member') as RoleTheme} lng={(context.globals.locale ?? 'zh-CN') as Language}>
    <Story />
  </Providers>
);

/**
 * Resolves once the page has stopped changing: a task and a frame pass with no change to the document, checked again
 * after every change (at most `rounds` times; a story that keeps changing, such as a ticking clock, goes on then).
 */
async function settled(doc: Document, rounds = 20): Promise<void> {
  const view = doc.defaultView ?? window;
  for (let round = 0; round < rounds; round += 1) {
    let changed = false;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(doc.body, { subtree: true, childList: true, attributes: true, characterData: true });
    await new Promise((resolve) => view.setTimeout(resolve, 0));
    await new Promise((resolve) => view.requestAnimationFrame(resolve));
    observer.disconnect();
    if (!changed) return;
  }
}

const preview: Preview = {
  // The test run uses React's production build (vitest.config.ts), which has no act(): Storybook then starts a play
  // function at the story's first commit, before the effects of that render (a react-aria collection filling in, a
  // selection restored) have run. The play starts once the page has settled, as act() made it in development.
  ...(import.meta.env.MODE === 'test'
    ? {
        renderToCanvas: async (context, canvasElement) => {
          const teardown = await reactRenderToCanvas(context, canvasElement);
          await settled(canvasElement.ownerDocument);
          return teardown;
        },
      }
    : {}),
  decorators: [withProviders],
  // react-aria's live announcer (one 1 px node on <body>) outlives each story: its previous announcements must
  // not leak into the next one. This is the one place that handles it (with the a11y exclude below and the
  // screenshot setup, which never counts it as an overlay); stories carry no copy.
  beforeEach: () => {
    document.querySelectorAll('[data-live-announcer] [role=log]').forEach((log) => log.replaceChildren());
  },
  loaders: [loadMsw],
  globalTypes: {
    role: {
      description: 'Role theme',
      toolbar: { title: 'Role', icon: 'paintbrush', items: [...roleThemes], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { role: 'member', locale: 'zh-CN' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every axe violation fails the story's test; an opt-out must say why in the story.
    // react-aria's live announcer is a visually hidden log that can still point at a button that has just
    // unmounted (a loading button inside a closed dialog); it is not story content, so axe skips it.
    // In the test run (`npm test`, mode 'test') axe reports violations only: the passes' and needs-review nodes it
    // would list too went to the test runner with every story, about a tenth of the storybook project's time
    // (docs/testing.md); the a11y panel of `npm run storybook` keeps all of them.
    a11y: {
      test: 'error',
      context: { exclude: ['[data-live-announcer]'] },
      ...(import.meta.env.MODE === 'test' ? { options: { resultTypes: ['violations'] } } : {}),
    },
    viewport: {
      options: {
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
        mobile: { name: 'Phone 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Product', '*'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
