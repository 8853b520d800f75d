import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorText } from './errorText';
import { httpErrorKey } from './errors';

// The key and its parameters stand for the words: the catalogue's texts are the i18n test's business.
const t = ((key: string, params?: object) => `${key}${params ? JSON.stringify(params) : ''}`) as unknown as TFunction;

describe('errorText', () => {
  it.each([
    ['an HTTP status, by the catalogue', { status: 500 }, `${httpErrorKey(500)}{"status":500}`],
    ['an unparsable answer, by its HTTP status', { status: 'PARSING_ERROR', originalStatus: 404 }, `${httpErrorKey(404)}{"status":404}`],
    ["a business error, by the server's message as it is", { status: 'BUSINESS_ERROR', msg: '<b>税号有误</b>' }, '<b>税号有误</b>'],
    ['a business error without a message, as a network failure', { status: 'BUSINESS_ERROR', msg: '' }, 'errors:network'],
    ['a failed fetch, as a network failure', { status: 'FETCH_ERROR' }, 'errors:network'],
    ['nothing known, as a network failure', undefined, 'errors:network'],
  ])('%s', (_case, error, expected) => {
    expect(errorText(t, error)).toBe(expected);
  });
});
