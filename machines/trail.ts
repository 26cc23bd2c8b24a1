import type { ClaimReportContext, ScreenId } from './types.ts';

/**
 * The trail works like the browser's history of this journey: `trail` lists the screens shown in
 * order, `trailPosition` points at the one shown now. BACK and `xstate.route` move the position
 * inside the trail (so browser back and forward both work); a screen reached by continuing drops
 * whatever lay ahead of the position, because the new answers may have changed the way.
 */

type Trail = Pick<ClaimReportContext, 'trail' | 'trailPosition' | 'replayTo'>;

export function currentScreen(context: Pick<ClaimReportContext, 'trail' | 'trailPosition'>): ScreenId | null {
  return context.trail[context.trailPosition] ?? null;
}

export function previousScreen(context: Pick<ClaimReportContext, 'trail' | 'trailPosition'>): ScreenId | null {
  return context.trailPosition > 0 ? (context.trail[context.trailPosition - 1] ?? null) : null;
}

/**
 * Entering `screen`: by a jump (`xstate.route`, also raised by BACK) the position moves to it;
 * otherwise it is the next step. A replayed journey (D1) stops at its target, or at /summary,
 * the last screen a journey can reach.
 */
export function visit(context: Trail, screen: ScreenId, byJump: boolean): Trail {
  const replayTo = context.replayTo === screen || screen === 'summary' ? null : context.replayTo;
  const index = context.trail.indexOf(screen);
  if (index !== -1 && (byJump || index <= context.trailPosition)) {
    return { trail: context.trail, trailPosition: index, replayTo };
  }
  const trail = [...context.trail.slice(0, context.trailPosition + 1), screen];
  return { trail, trailPosition: trail.length - 1, replayTo };
}

/**
 * A screen skipped because it had a single option (SPEC /incident-reason-group) was never shown:
 * BACK must not land on it, or it would skip forward again. A replay aimed at it stops at the next
 * screen instead.
 */
export function forget(context: Trail, screen: ScreenId): Trail {
  if (context.trail[context.trailPosition] !== screen) return context;
  return {
    trail: context.trail.filter((_, index) => index !== context.trailPosition),
    trailPosition: context.trailPosition - 1,
    replayTo: context.replayTo === screen ? null : context.replayTo,
  };
}

/** `xstate.route` may go to a screen of the trail other than the current one (GOV.UK `can_visit?`). */
export function canJumpTo(context: Pick<ClaimReportContext, 'trail' | 'trailPosition'>, screen: ScreenId): boolean {
  const index = context.trail.indexOf(screen);
  return index !== -1 && index !== context.trailPosition;
}
