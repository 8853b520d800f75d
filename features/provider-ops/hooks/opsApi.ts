import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { providerOpsApi } from '../api';

/** The provider's operations data: servers, slots, disks and tasks change together (a restart, a server edited). */
export const OPS_TAG = 'ProviderOps';

/** How often a running task is asked for its result (ms). */
export const TASK_POLL_MS = 1000;

export const opsApi = providerOpsApi.enhanceEndpoints({
  addTagTypes: [OPS_TAG],
  endpoints: {
    getServerList: { providesTags: [OPS_TAG] },
    getServerSlots: { providesTags: [OPS_TAG] },
    getServerTasks: { providesTags: [OPS_TAG] },
    getHostedDisks: { providesTags: [OPS_TAG] },
    // Refusals are shown where they happen (the form, the confirmation, the restart dialog), not as an alert.
    addServer: { invalidatesTags: [OPS_TAG], extraOptions: { silent: true } },
    modifyServer: { invalidatesTags: [OPS_TAG], extraOptions: { silent: true } },
    removeServer: { invalidatesTags: [OPS_TAG], extraOptions: { silent: true } },
    restartSlot: { invalidatesTags: [OPS_TAG], extraOptions: { silent: true } },
    getServerTask: { extraOptions: { silent: true } },
  },
});

export const {
  useGetServerListQuery,
  useGetServerSlotsQuery,
  useGetServerTasksQuery,
  useGetHostedDisksQuery,
  useGetUserStatisticsQuery,
  useAddServerMutation,
  useModifyServerMutation,
  useRemoveServerMutation,
  useRestartSlotMutation,
} = opsApi;

/**
 * A server task followed to its end: asked every second while it runs; once it has ended, the slots, disks and
 * servers on screen are asked again (the restart changed them). Null task id: nothing to follow.
 */
export function useServerTask(taskId: string | null) {
  const dispatch = useDispatch();
  // Polled while it runs (its state of the last answer); a failed request stops the polling and says so.
  const [polling, setPolling] = useState(true);
  const query = opsApi.useGetServerTaskQuery(
    { taskId: taskId ?? '' },
    { skip: !taskId, pollingInterval: polling ? TASK_POLL_MS : 0, skipPollingIfUnfocused: false, refetchOnMountOrArgChange: true },
  );
  const task = taskId && query.data?.data?.taskId === taskId ? query.data.data : null;
  const ended = task !== null && task.state !== 'running';
  useEffect(() => setPolling(!ended && !query.isError), [ended, query.isError]);
  useEffect(() => {
    if (ended) dispatch(opsApi.util.invalidateTags([OPS_TAG]));
  }, [ended, dispatch, taskId]);
  return { task, isError: query.isError, error: query.error };
}
