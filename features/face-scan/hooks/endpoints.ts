// The face-scan dialogs' calls. The dialogs answer the codes of spec 02 §8 themselves (go to login, keep waiting
// for the face code), so those pass through without the generic 提示 alert; any other failure still shows it.
import { faceScanApi } from '../api';
import { GO_TO_LOGIN_CODES, STILL_GENERATING_CODES } from '../rules';

const passThroughCodes = [...GO_TO_LOGIN_CODES, ...STILL_GENERATING_CODES];

export const faceScanEndpoints = faceScanApi.enhanceEndpoints({
  endpoints: {
    getCnfPhxx: { extraOptions: { passThroughCodes } },
    getFaceQr: { extraOptions: { passThroughCodes } },
    getPersonalTaxQr: { extraOptions: { passThroughCodes } },
    putShortUrl: { extraOptions: { silent: true } },
  },
});

export const { useGetCnfPhxxQuery, useLazyGetCnfPhxxQuery, usePutCnfPhxxMutation, useLazyGetFaceQrQuery, useLazyGetPersonalTaxQrQuery, usePutShortUrlMutation } =
  faceScanEndpoints;
