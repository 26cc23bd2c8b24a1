import { useEffect } from 'react';
import { ClaimReport } from './ClaimReportContext.ts';

declare global {
  interface Window {
    __claimActor?: ReturnType<typeof ClaimReport.useActorRef>;
  }
}

/**
 * The end-to-end build's one test seam (tests/e2e/support/build-app.ts): the running machine, so a
 * browser test can send what a not-yet-built screen would. Absent from `npm run build`.
 */
export function ExposeActorForTests() {
  const actor = ClaimReport.useActorRef();
  useEffect(() => {
    window.__claimActor = actor;
    return () => {
      delete window.__claimActor;
    };
  }, [actor]);
  return null;
}
