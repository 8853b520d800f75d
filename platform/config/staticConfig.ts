import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// spec 01 §3 (Config), §4 (a change of version in config triggers a reload), §7 (GET {site}/static/config.json with a timestamp query).

/** The static config (spec 01 §3). Fields beyond `version` are read by the shell; the server may send more. */
export interface StaticConfig {
  mpName?: string;
  indexUrl?: string;
  showLink?: boolean | number | string;
  urla?: string;
  urlb?: string;
  urlc?: string;
  showHelp?: boolean | number | string;
  downloadPath?: string;
  downloadPathAccount?: string;
  softwareName?: string;
  version?: string | number;
  showAgency?: boolean | number | string;
  mallSwitch?: boolean | number | string;
  [field: string]: unknown;
}

export interface ConfigState {
  config: StaticConfig | null;
}

/** The static config's slice: injected when the config first loads (not needed to paint the sign-in page). */
export const configSlice = createSlice({
  name: 'config',
  initialState: { config: null } as ConfigState,
  reducers: {
    staticConfigLoaded(state, { payload }: PayloadAction<StaticConfig>) {
      state.config = payload;
    },
  },
});

export const configReducer = configSlice.reducer;
export const { staticConfigLoaded } = configSlice.actions;
export const selectStaticConfig = (state: { config?: ConfigState }): StaticConfig | null => state.config?.config ?? null;
