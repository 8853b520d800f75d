// The user statistics' rows and chart data (用户统计): pure, from the server's months (oldest first). The charts draw
// what the table below them holds (docs/workbench/statistics.md: never a chart without its table).

/** A month as the server sends it (platform/api/openapi/providerOps.yaml UserStatsMonth). */
export interface UserStatsMonthInput {
  month: string;
  members: number;
  agencies: number;
  activeUsers: number;
  newUsers: number;
  terminals: ReadonlyArray<{ diskType: number; count: number }>;
}

/** The disk types in the table's column order (spec 02 §3.1). */
export const statsDiskTypes = [2, 4, 6, 7] as const;

export interface UserStatsRow {
  month: string;
  members: number;
  agencies: number;
  newUsers: number;
  activeUsers: number;
  /** Active users as a share of members and agencies, in per cent with one decimal. */
  activeShare: string;
  byType: Record<(typeof statsDiskTypes)[number], number>;
  terminals: number;
}

export function userStatsRows(list: readonly UserStatsMonthInput[]): UserStatsRow[] {
  return list.map((m) => {
    const byType = Object.fromEntries(statsDiskTypes.map((d) => [d, m.terminals.find((x) => x.diskType === d)?.count ?? 0])) as UserStatsRow['byType'];
    const users = m.members + m.agencies;
    return {
      month: m.month,
      members: m.members,
      agencies: m.agencies,
      newUsers: m.newUsers,
      activeUsers: m.activeUsers,
      activeShare: users === 0 ? '0.0' : ((m.activeUsers * 100) / users).toFixed(1),
      byType,
      terminals: statsDiskTypes.reduce((sum, d) => sum + byType[d], 0),
    };
  });
}

/** The periods offered (months up to the current one). */
export const statsPeriods = [6, 12, 24] as const;
export type StatsPeriod = (typeof statsPeriods)[number];
