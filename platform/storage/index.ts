// Browser storage the features share: drafts in IndexedDB.
export {
  DRAFT_TTL_MS,
  SECRET_FIELDS,
  draftKey,
  withoutSecrets,
  saveDraft,
  loadDraft,
  deleteDraft,
  purgeDrafts,
  type DraftAddress,
  type StoredDraft,
} from './drafts';
