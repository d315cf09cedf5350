// The reality check's intervals, apart from the calls' schemas: the deposit page offers them to a
// first depositor before any of those schemas (and zod) has loaded.

/** The minutes between reality checks a member may choose. */
export const realityCheckIntervals = [15, 30, 60] as const
