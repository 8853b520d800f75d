// The details page shows a failure to read the item, its tasks or a record where they would be (with a retry), so
// these reads publish no 提示 alert.
import { repairApi } from '../api';

export const repairPageApi = repairApi.enhanceEndpoints({
  endpoints: {
    getRepairItem: { extraOptions: { silent: true } },
    getRepairTasks: { extraOptions: { silent: true } },
    getRepairResult: { extraOptions: { silent: true } },
  },
});

export const { useGetRepairItemQuery, useGetRepairTasksQuery, useGetRepairResultQuery } = repairPageApi;
