import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { SubmitFailure } from '../hooks/useIssueOrder';
import { failureText } from './useIssueSubmit';

const t = ((key: string, params?: object) => `${key}${params ? JSON.stringify(params) : ''}`) as unknown as TFunction;

describe('failureText: the notice of an order that was not created', () => {
  it.each<[SubmitFailure, string]>([
    [{ kind: 'offline' }, 'issue:submit.offline'],
    [{ kind: 'server', status: 503 }, 'issue:submit.server{"status":503}'],
    [{ kind: 'refused', message: '销方信息不完整', code: 202500035 }, 'issue:submit.refused{"message":"销方信息不完整"}'],
    [{ kind: 'other' }, 'issue:submit.failed'],
  ])('%o', (failure, expected) => {
    expect(failureText(failure, t)).toBe(expected);
  });
});
