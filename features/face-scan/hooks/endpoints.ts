// The face-scan dialogs' calls. The dialogs answer the codes of spec 02 §8 themselves (go to login, keep waiting
// for the face code), so those pass through without the generic 提示 alert. A face code's other failures show in
// its tab (the server's message, or 电子税局繁忙或在维护中，请稍后重试), so those calls publish nothing at all.
import { faceScanApi } from '../api';
import { GO_TO_LOGIN_CODES, STILL_GENERATING_CODES } from '../rules';

const passThroughCodes = [...GO_TO_LOGIN_CODES, ...STILL_GENERATING_CODES];

export const faceScanEndpoints = faceScanApi.enhanceEndpoints({
  endpoints: {
    getCnfPhxx: { extraOptions: { passThroughCodes } },
    getFaceQr: { extraOptions: { passThroughCodes, silent: true } },
    getPersonalTaxQr: { extraOptions: { passThroughCodes, silent: true } },
    putShortUrl: { extraOptions: { silent: true } },
  },
});

export const { useGetCnfPhxxQuery, useLazyGetCnfPhxxQuery, usePutCnfPhxxMutation, useLazyGetFaceQrQuery, useLazyGetPersonalTaxQrQuery, usePutShortUrlMutation } =
  faceScanEndpoints;
