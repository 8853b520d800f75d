import type { Resource } from 'i18next';
import { buildResources, type Json } from './resources';

// Storybook's demo texts (namespace `stories`), for Storybook and the catalogue tests; never imported by the portal.
const files = import.meta.glob<Json>('../../locales/*/stories/*.json', { eager: true, import: 'default' });
export const storyResources: Resource = buildResources(files);
