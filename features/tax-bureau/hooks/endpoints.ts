// The linking flow's calls. The flow reports its own failures (the verify line, the code box: spec 02 §8), so the
// calls it drives publish no 提示 alert of their own.
import { taxBureauApi } from '../api';

export const linkingApi = taxBureauApi.enhanceEndpoints({
  endpoints: {
    bindTaxAccount: { extraOptions: { silent: true } },
    sendTaxSmsCode: { extraOptions: { silent: true } },
    getTaxLoginResult: { extraOptions: { silent: true } },
  },
});

export const {
  useBindTaxAccountMutation,
  useSendTaxSmsCodeMutation,
  useLazyGetTaxLoginResultQuery,
  useBindAndSaveTaxAccountMutation,
  useGetAuthorizationInfoQuery,
  useGetRegionListQuery,
  useGetRegionConfigQuery,
  useSetInvoicingAccountMutation,
  useUnlockTaxAccountMutation,
  // the digital-account dialog (spec 02 §2.1 item 4, §7.1)
  useGetTaxLoginStatusQuery,
  useQdLoginOperateMutation,
  useLazyGetChangeQyQuery,
  usePutQdChangeQyMutation,
  useLazySkipTaxBureauQuery,
} = linkingApi;
