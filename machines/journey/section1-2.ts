import { claimReportSetup } from '../setup.ts';
import { waitForSignal, waitingForSignal } from '../no-signal.ts';
import { all, any, errorOf, goTo, isNot, scopeIn, screen } from '../steps.ts';

/**
 * SPEC §2 sections 1 and 2: /incident-scope, /general-info, the alert screens,
 * /permission-confirmation-SMP, /reporter-details, /aggrieved-party-details, /policy-type. Each
 * screen's `next` lists its "goes to" rules in SPEC's order (D11: the first that holds wins), each
 * under the sentence it implements.
 */

export const section1 = claimReportSetup.createStateConfig({
  initial: 'incident-scope',
  states: {
    'incident-scope': screen('incident-scope', {
      loading: 'savingReport',
      createsReport: true,
      // Every journey starts here (a replayed one too), so BACK has nowhere to go: the
      // app shows the back button where `meta.back && state.can({ type: 'BACK' })`.
      first: true,
      before: {
        initial: 'loadingScopes',
        states: {
          loadingScopes: {
            meta: { loading: 'loadingPolicies' },
            invoke: {
              id: 'loadScopesOfDamage',
              src: 'loadScopesOfDamage',
              onDone: { target: 'loadingCombinations', actions: { type: 'storeScopeOptions', params: ({ event }) => event.output } },
              onError: [waitForSignal('loadingScopes'), { target: 'editing', actions: errorOf('lookup') }],
            },
          },
          loadingScopesOffline: waitingForSignal('loadingScopes'),
          loadingCombinations: {
            meta: { loading: 'loadingPolicies' },
            invoke: {
              id: 'loadPermissibleCombinations',
              src: 'loadPermissibleCombinations',
              // Asked with no scope chosen, the server answers every allowed set; a portal's
              // `poistenie` says whether the claim is on casco (then only sets casco settles).
              input: ({ context }) => ({ scopes: [], ...(context.portal?.insurance && { casco: context.portal.insurance === 'CASCO' }) }),
              onDone: { target: 'editing', actions: { type: 'storeCombinations', params: ({ event }) => event.output } },
              onError: [waitForSignal('loadingCombinations'), { target: 'editing', actions: errorOf('lookup') }],
            },
          },
          loadingCombinationsOffline: waitingForSignal('loadingCombinations'),
        },
      },
      // SPEC "Continue on /incident-scope: the original scope of damage is reset on entry.
      // Scopes 12, 13, 14, 134 on SMP clear the stored policyId." (actions.ts screenRules)
      next: [
        // "Scopes 3, 4, 34 go to /permission-confirmation-SMP on SMP, otherwise /reporter-details."
        goTo('permission-confirmation-SMP', all(scopeIn('scope3', 'scope4', 'scope34'), 'onSmp')),
        goTo('reporter-details', scopeIn('scope3', 'scope4', 'scope34')),
        // "Scopes 1, 2, 12, 13, 14, 134 go to /general-info."
        goTo('general-info', scopeIn('scope1', 'scope2', 'scope12', 'scope13', 'scope14', 'scope134')),
      ],
    }),
  },
});

export const section2 = claimReportSetup.createStateConfig({
  initial: 'general-info',
  states: {
    'general-info': screen('general-info', {
      // "Submit shows a verifying loader, verifies plate or policy id, then routes": the update
      // verifies them on the server, and its answer (the flags and products) decides the route.
      loading: 'verifying',
      createsReport: true,
      routesByServerAnswer: true,
      next: [
        // "scope14, scope13, scope134: with plate, CASCO goes to /policy-type; otherwise
        // /permission-confirmation-SMP on SMP, else /reporter-details. Without plate goes to
        // /alert-dont-have-license-plate." D3: CASCO = a casco product (not mini-casco).
        goTo('policy-type', all(scopeIn('scope14', 'scope13', 'scope134'), 'hasPlate', 'cascoAvailable')),
        goTo('permission-confirmation-SMP', all(scopeIn('scope14', 'scope13', 'scope134'), 'hasPlate', 'onSmp')),
        goTo('reporter-details', all(scopeIn('scope14', 'scope13', 'scope134'), 'hasPlate')),
        goTo('alert-dont-have-license-plate', scopeIn('scope14', 'scope13', 'scope134')),
        // "scope12: plate and CASCO go to /reporter-details; plate and other policy go to
        // /alert-dont-have-casco; no plate goes to /alert-dont-have-license-plate." (D3)
        goTo('reporter-details', all('isScope12', 'hasPlate', 'cascoAvailable')),
        goTo('alert-dont-have-casco', all('isScope12', 'hasPlate')),
        goTo('alert-dont-have-license-plate', 'isScope12'),
        // "scope2: plate present but unverified goes to /alert-dont-have-liability, else /reporter-details."
        goTo('alert-dont-have-liability', all('isScope2', 'hasPlate', isNot('plateVerifiedForLiability'))),
        goTo('reporter-details', 'isScope2'),
        // "scope1: with plate, CASCO available goes to /reporter-details; only mini-casco goes to
        // /alert-have-only-mini-casco; neither goes to /alert-dont-have-casco; no plate goes to
        // /alert-dont-have-license-plate."
        goTo('reporter-details', all('isScope1', 'hasPlate', 'cascoAvailable')),
        goTo('alert-have-only-mini-casco', all('isScope1', 'hasPlate', 'onlyMiniCasco')),
        goTo('alert-dont-have-casco', all('isScope1', 'hasPlate')),
        goTo('alert-dont-have-license-plate', 'isScope1'),
      ],
    }),

    'alert-dont-have-casco': screen('alert-dont-have-casco', {
      // "for CASCO a policy number is entered and verified against the incident date
      // (sets policyIdIsVerified)"; D4: an unverified number is refused, the user stays.
      loading: 'verifying',
      verify: 'cascoPolicy',
      next: [
        // "Continue goes to /reporter-details, except scope1 on SMP with PZP goes to /permission-confirmation-SMP."
        goTo('permission-confirmation-SMP', all('isScope1', 'onSmp', 'isPzp')),
        goTo('reporter-details'),
      ],
    }),

    'alert-have-only-mini-casco': screen('alert-have-only-mini-casco', {
      loading: 'savingReport',
      next: [
        // "choose PZP or CASCO; SMP with PZP goes to /permission-confirmation-SMP, otherwise /reporter-details."
        goTo('permission-confirmation-SMP', all('onSmp', 'isPzp')),
        goTo('reporter-details'),
      ],
    }),

    'alert-dont-have-liability': screen('alert-dont-have-liability', {
      // "asks for a policy number" (SPEC §7: verified on the alert's policy entry; D4).
      loading: 'verifying',
      verify: 'liabilityPolicy',
      next: [
        // "then /reporter-details."
        goTo('reporter-details'),
      ],
    }),

    'alert-dont-have-license-plate': screen('alert-dont-have-license-plate', {
      // "For scope1 the original scope is remembered as scope1 and the scope of damage
      // becomes the item with objectId 3." (D20; actions.ts screenRules, on continue)
      loading: 'savingReport',
      next: [
        // "scope1, scope14, scope13, scope134 on SMP go to /permission-confirmation-SMP,
        // otherwise /reporter-details. scope12 goes to /reporter-details."
        goTo('permission-confirmation-SMP', all('onSmp', any('originallyScope1', scopeIn('scope14', 'scope13', 'scope134')))),
        goTo('reporter-details'),
      ],
    }),

    'permission-confirmation-SMP': screen('permission-confirmation-SMP', {
      loading: 'savingReport',
      next: [
        // "If the reporter is the same as the aggrieved party, the reporter is filled in and
        // the route is /aggrieved-party-details; otherwise the aggrieved party is filled in
        // and the route is /reporter-details." D6: no checkbox shown counts as the same.
        goTo('aggrieved-party-details', 'reporterIsAggrieved'),
        goTo('reporter-details'),
      ],
    }),

    // "Continue saves, then: ..." (the same rules for both screens).
    'reporter-details': screen('reporter-details', { loading: 'savingReport', next: reporterDetailsNext() }),
    // Reached only from /permission-confirmation-SMP: on SMP, with scopes 3, 4, 34, 13, 14,
    // 134, or scope1 after an alert where PZP was chosen. The rules for scopes 2 and 12 and
    // for scope1 with CASCO cannot apply here and are not built
    // (tests/machine/model.test.ts proves it).
    'aggrieved-party-details': screen('aggrieved-party-details', {
      loading: 'savingReport',
      next: reporterDetailsNext({ reachedOnlyFromSmpConfirmation: true }),
    }),

    'policy-type': screen('policy-type', {
      loading: 'savingReport',
      next: [
        // "For scopes 14, 13, 134 continue goes to /permission-confirmation-SMP on SMP,
        // otherwise /reporter-details." D5: the same rule for the other scopes.
        goTo('permission-confirmation-SMP', 'onSmp'),
        goTo('reporter-details'),
      ],
    }),
  },
});

/** /reporter-details and /aggrieved-party-details: "Continue saves, then: ..." */
function reporterDetailsNext(options: { reachedOnlyFromSmpConfirmation?: boolean } = {}) {
  const notAfterSmpConfirmation = (...rules: ReturnType<typeof goTo>[]) => (options.reachedOnlyFromSmpConfirmation ? [] : rules);
  return [
    // "scope14, 13, 134: PZP goes to /responsible-party-details, CASCO goes to /incident-map."
    goTo('responsible-party-details', all(scopeIn('scope14', 'scope13', 'scope134'), 'isPzp')),
    goTo('incident-map', all(scopeIn('scope14', 'scope13', 'scope134'), 'isCasco')),
    // "scopes 3, 4, 34 go to /responsible-party-details."
    goTo('responsible-party-details', scopeIn('scope3', 'scope4', 'scope34')),
    ...notAfterSmpConfirmation(
      // "scopes 2 and 12 go to /incident-map."
      goTo('incident-map', scopeIn('scope2', 'scope12')),
      // "scope1: CASCO goes to /incident-map, ..."
      goTo('incident-map', all('isScope1', 'isCasco')),
    ),
    // "scope1: ... otherwise /responsible-party-details."
    goTo('responsible-party-details', 'isScope1'),
  ];
}
