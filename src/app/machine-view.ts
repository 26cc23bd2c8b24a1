import type { SnapshotFrom } from 'xstate';
import type { claimReportMachine } from '../../machines/claimReport.machine.ts';
import type { ScreenMeta } from '../../machines/screens.ts';
import type { LoadingKey } from '../../machines/types.ts';

export type ClaimSnapshot = SnapshotFrom<typeof claimReportMachine>;

export interface ShellView {
  /** The screen shown now (route, section, sidebar, back, wide), or undefined while booting. */
  screen: ScreenMeta | undefined;
  loading: LoadingKey | undefined;
}

/** What the shell needs of the machine, read from the active states' `meta` (DESIGN.md §4). */
export function shellView(snapshot: ClaimSnapshot): ShellView {
  let screen: ScreenMeta | undefined;
  let loading: LoadingKey | undefined;
  for (const meta of Object.values(snapshot.getMeta()) as Array<Partial<ScreenMeta> & { loading?: LoadingKey }>) {
    if (meta?.route) screen = meta as ScreenMeta;
    if (meta?.loading) loading = meta.loading;
  }
  return { screen, loading };
}

export const sameView = (a: ShellView, b: ShellView) => a.loading === b.loading && a.screen?.route === b.screen?.route;
