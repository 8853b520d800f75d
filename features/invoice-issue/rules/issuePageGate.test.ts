import { describe, expect, it } from 'vitest';
import { issuePageView, type IssuePageFacts, type IssuePageView } from './issuePageGate';

// A bound terminal offering the paper and electronic normal invoices, an ordinary (blue) entry, everything loaded.
const ready: IssuePageFacts = {
  hasDisk: true,
  hasTerminal: true,
  terminalBlock: null,
  renewable: false,
  offered: ['007', '026'],
  type: '007',
  bound: true,
  entry: 'blue',
  source: { needed: false, notFound: false, failed: false, loaded: false, type: '', redable: true },
  ready: true,
  ordering: false,
};
const sourced = (source: Partial<IssuePageFacts['source']>) => ({ source: { ...ready.source, needed: true, loaded: true, type: '007', ...source } });
const blocked = (key: string, action: 'diskCheck' | 'renew' | null = null): IssuePageView => ({ body: { show: 'blocked', key, action }, voidEntry: false, typeChoice: false });
const offline = { key: 'terminals:gate.offline', diskCheck: true };
const expired = { key: 'terminals:gate.expired', diskCheck: false };

describe('what the issuing page shows (spec 01 §4, §8)', () => {
  it.each<[string, Partial<IssuePageFacts>, IssuePageView]>([
    ['the form, with the blank-void entry and the type choice', {}, { body: { show: 'form' }, voidEntry: true, typeChoice: true }],
    ['no disk chosen: no terminal', { hasDisk: false, hasTerminal: false }, blocked('issue:gate.noTerminal')],
    ['no disk chosen, the terminal gate says why', { hasDisk: false, hasTerminal: false, terminalBlock: expired }, blocked('terminals:gate.expired')],
    ['the disk offline: its message, with the disk check', { terminalBlock: offline }, blocked('terminals:gate.offline', 'diskCheck')],
    ['the service expired: its message, with the renewal', { terminalBlock: expired, renewable: true }, blocked('terminals:gate.expired', 'renew')],
    ['the terminal offers no type on this route', { offered: [], type: null }, blocked('issue:gate.noTypes')],
    ['a fully-digital type, the account not bound', { offered: ['82'], type: '82', bound: false }, blocked('invoice:taxBureau.notBound')],
    ['a fully-digital type, the account bound: the form without the blank void', { offered: ['82'], type: '82' }, { body: { show: 'form' }, voidEntry: false, typeChoice: true }],
    ['the source invoice not found', { entry: 'copy', type: null, ...sourced({ loaded: false, notFound: true }) }, blocked('issueForm:kind.sourceNotFound')],
    ['the source invoice of a type the terminal does not offer', { entry: 'copy', type: null, ...sourced({ type: '004' }) }, blocked('issueForm:kind.notOffered')],
    ['the source invoice without a type', { entry: 'copy', type: null, ...sourced({ type: '' }) }, blocked('issueForm:kind.notOffered')],
    ['a red invoice of a source that cannot be reddened', { entry: 'red', ...sourced({ redable: false }) }, blocked('issueForm:kind.notRedable')],
    ['a red invoice: the form keeps the source type', { entry: 'red', ...sourced({}) }, { body: { show: 'form' }, voidEntry: false, typeChoice: false }],
    ['a copy: the form keeps the source type', { entry: 'copy', ...sourced({}) }, { body: { show: 'form' }, voidEntry: false, typeChoice: false }],
    ['a blank void: the type choice among the paper and electronic types', { entry: 'void' }, { body: { show: 'form' }, voidEntry: false, typeChoice: true }],
    ['the source invoice could not be read: a retry', { entry: 'copy', type: null, ...sourced({ loaded: false, failed: true }) }, { body: { show: 'sourceFailed' }, voidEntry: false, typeChoice: false }],
    ['the terminal still loading', { hasTerminal: false }, { body: { show: 'loading' }, voidEntry: true, typeChoice: true }],
    ['the form context or first state still loading', { ready: false }, { body: { show: 'loading' }, voidEntry: true, typeChoice: true }],
    ['an order under way: the head has no entries', { ordering: true }, { body: { show: 'form' }, voidEntry: false, typeChoice: false }],
  ])('%s', (_, facts, view) => {
    expect(issuePageView({ ...ready, ...facts })).toEqual(view);
  });
});
