import type { Resource, ResourceLanguage } from 'i18next';

export { languages, sourceLanguage, type Language } from './languages';
import { sourceLanguage } from './languages';

import { mergeInto, type Json } from './merge';

export type { Json } from './merge';

// locales/<lng>/<ns>.json is namespace <ns>; locales/<lng>/<ns>/<part>.json files merge into <ns>
// (the design system's `ds` namespace is split by component group so that each group owns its file).
// The `stories` namespace holds Storybook's demo texts only; the portal does not ship it (see storyResources).
const files = import.meta.glob<Json>(['../../locales/*/**/*.json', '!../../locales/*/stories/**'], {
  eager: true,
  import: 'default',
});


export function buildResources(sources: Record<string, Json>): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(sources)) {
    const match = /locales\/([^/]+)\/([^/.]+)(?:\/[^/]+)?\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    const language = (resources[lng] ??= {}) as ResourceLanguage;
    const namespace = (language[ns] ??= {}) as Json;
    mergeInto(namespace, content, `${lng}:${ns}`);
  }
  return resources;
}

export const resources: Resource = buildResources(files);
export const namespaces: string[] = Object.keys(resources[sourceLanguage] ?? {});
