import { reasonGroupsInput } from '../requests.ts';
import { waitForSignal, waitingForSignal } from '../no-signal.ts';
import { claimReportSetup } from '../setup.ts';
import { all, any, errorOf, goTo, scopeIn, screen } from '../steps.ts';

/**
 * SPEC §2 /incident-map (no section) and section 3: the reason screens, /incident-details,
 * /windshield-damage-location, /car-repair-map and the party screens.
 */

export const incidentMap = screen('incident-map', {
  loading: 'savingReport',
  next: [
    // "Scopes 2, 3, 4, 34, 12, 13, 14, 134 go to /incident-details; scope1 with CASCO goes to
    // /incident-reason-group, scope1 with PZP to /incident-details."
    goTo('incident-details', scopeIn('scope2', 'scope3', 'scope4', 'scope34', 'scope12', 'scope13', 'scope14', 'scope134')),
    goTo('incident-reason-group', all('isScope1', 'isCasco')),
    goTo('incident-details', all('isScope1', 'isPzp')),
  ],
});

export const section3 = claimReportSetup.createStateConfig({
  initial: 'incident-details',
  states: {
    'car-repair-map': screen('car-repair-map', {
      loading: 'savingReport',
      next: [
        // "Picking a service stores it, saves, goes to /force-payout-to-aggrieved. Skipping
        // clears the service, saves, goes to /incident-inspection-address. With no service
        // chosen the route is /incident-inspection-address."
        goTo('force-payout-to-aggrieved', 'repairServiceChosen'),
        goTo('incident-inspection-address'),
      ],
    }),

    'incident-details': screen('incident-details', {
      loading: 'savingReport',
      next: [
        // "Shared or unclear responsibility, or no clear fault: /co-responsible-party-details." (D7, D8)
        goTo('co-responsible-party-details', any('responsibilityUnclear', 'noClearFault')),
        // "scope12: CASCO /incident-resolve-type; PZP /other-damage."
        goTo('incident-resolve-type', all('isScope12', 'isCasco')),
        goTo('other-damage', all('isScope12', 'isPzp')),
        // "scope2: my vehicle responsible goes to /other-damage, else /co-responsible-party-details."
        goTo('other-damage', all('isScope2', 'myVehicleResponsible')),
        goTo('co-responsible-party-details', 'isScope2'),
        // "scopes 3, 4, 34: /additional-bank." (D9)
        goTo('additional-bank', scopeIn('scope3', 'scope4', 'scope34')),
        // "scope13, 134, 14 with PZP: no clear fault goes to co-responsible party [the first
        // rule above], else resolve type if own plate, else /additional-bank."
        goTo('incident-resolve-type', all(scopeIn('scope13', 'scope134', 'scope14'), 'isPzp', 'hasPlate')),
        goTo('additional-bank', all(scopeIn('scope13', 'scope134', 'scope14'), 'isPzp')),
        // "scope1 CASCO: other vehicle or person responsible goes to /responsible-party-details;
        // windshield-only damage not bigger than a credit card goes to /windshield-damage-location;
        // vehicle completely burned or entire theft goes to /additional-bank; else resolve type." (D11)
        goTo('responsible-party-details', all('isScope1', 'isCasco', 'otherPartyResponsible')),
        goTo('windshield-damage-location', all('isScope1', 'isCasco', 'windshieldOnlyNotBiggerThanCreditCard')),
        goTo('additional-bank', all('isScope1', 'isCasco', 'vehicleBurnedOrEntirelyStolen')),
        goTo('incident-resolve-type', all('isScope1', 'isCasco')),
        // D10: scope1 with PZP, and scopes 13, 134, 14 with CASCO: /incident-resolve-type.
        goTo('incident-resolve-type', all('isScope1', 'isPzp')),
        goTo('incident-resolve-type', all(scopeIn('scope13', 'scope134', 'scope14'), 'isCasco')),
      ],
    }),

    'windshield-damage-location': screen('windshield-damage-location', {
      loading: 'savingReport',
      // "Continue goes to /incident-resolve-type."
      next: [goTo('incident-resolve-type')],
    }),

    'incident-reason-group': screen('incident-reason-group', {
      loading: 'savingReport',
      before: {
        initial: 'loadingReasons',
        states: {
          loadingReasons: {
            // "Loading text: loading reasons."
            meta: { loading: 'loadingReasons' },
            invoke: {
              id: 'loadReasonGroups',
              src: 'loadReasonGroups',
              input: ({ context }) => reasonGroupsInput(context),
              onDone: { target: 'choosing', actions: { type: 'storeReasonGroups', params: ({ event }) => event.output } },
              onError: [waitForSignal('loadingReasons'), { target: 'editing', actions: errorOf('lookup') }],
            },
          },
          loadingReasonsOffline: waitingForSignal('loadingReasons'),
          choosing: {
            always: [
              // No reason applies to this scope and policy type: both reason screens are skipped.
              {
                guard: 'noReasonGroups',
                target: '#incident-details',
                actions: { type: 'forgetScreen', params: { screen: 'incident-reason-group' } },
              },
              // "A single available option is auto-selected and the step skipped."
              {
                guard: 'singleReasonGroup',
                target: '#incident-reason',
                actions: ['autoSelectReasonGroup', { type: 'forgetScreen', params: { screen: 'incident-reason-group' } }],
              },
              { target: 'editing' },
            ],
          },
        },
      },
      // "Group continues to /incident-reason."
      next: [goTo('incident-reason')],
    }),

    'incident-reason': screen('incident-reason', {
      loading: 'savingReport',
      before: {
        initial: 'choosing',
        states: {
          choosing: {
            always: [
              // "A single available option is auto-selected and the step skipped."
              {
                guard: 'singleReasonInChosenGroup',
                target: '#incident-details',
                actions: ['autoSelectReason', { type: 'forgetScreen', params: { screen: 'incident-reason' } }],
              },
              { target: 'editing' },
            ],
          },
        },
      },
      // "reason continues to /incident-details."
      next: [goTo('incident-details')],
    }),

    'responsible-party-details': screen('responsible-party-details', {
      // "Continue verifies (loading text: verifying): with plate, plate against incident date
      // for liability cover; without plate, the policy number."
      loading: 'verifying',
      verify: 'responsibleParty',
      next: [
        // D22: an unidentified vehicle leaves /responsible-party-additional-details nothing to ask
        // (no plate, so no policy number there; who it was is unknown): on as from there.
        goTo('incident-resolve-type', all('isScope1', 'isCasco', 'responsibleVehicleUnidentified')),
        goTo('incident-map', 'responsibleVehicleUnidentified'),
        // "scope12: CASCO goes to /incident-resolve-type, else /other-damage." Not built: no
        // rule of SPEC §2 brings scope12 here (tests/machine/model.test.ts).
        // "scope13, 134, 14: verified: CASCO goes to /incident-resolve-type, else /incident-map;
        // not verified goes to /responsible-party-additional-details." Only PZP reaches this
        // screen with these scopes (/reporter-details), so the CASCO clause is not built.
        goTo('incident-map', all(scopeIn('scope13', 'scope134', 'scope14'), 'responsiblePartyVerified')),
        goTo('responsible-party-additional-details', scopeIn('scope13', 'scope134', 'scope14')),
        // "scopes 3, 4, 34: verified goes to /incident-map, else additional details."
        goTo('incident-map', all(scopeIn('scope3', 'scope4', 'scope34'), 'responsiblePartyVerified')),
        goTo('responsible-party-additional-details', scopeIn('scope3', 'scope4', 'scope34')),
        // "scope1: CASCO verified goes to resolve type, unverified to additional details; PZP
        // verified goes to map, unverified to additional details."
        goTo('incident-resolve-type', all('isScope1', 'isCasco', 'responsiblePartyVerified')),
        goTo('incident-map', all('isScope1', 'isPzp', 'responsiblePartyVerified')),
        goTo('responsible-party-additional-details', 'isScope1'),
      ],
    }),

    'responsible-party-additional-details': screen('responsible-party-additional-details', {
      loading: 'savingReport',
      next: [
        // "scope12: CASCO goes to /incident-resolve-type, else /other-damage." Not built: scope12
        // never reaches /responsible-party-details, the only way here.
        // "Scopes 13, 134, 14: CASCO goes to /incident-resolve-type, else /incident-map." Only
        // PZP comes here with these scopes, so the CASCO clause is not built.
        goTo('incident-map', scopeIn('scope13', 'scope134', 'scope14')),
        // "Scopes 3, 4, 34 go to /incident-map."
        goTo('incident-map', scopeIn('scope3', 'scope4', 'scope34')),
        // "Scope1: CASCO goes to /incident-resolve-type, PZP to /incident-map."
        goTo('incident-resolve-type', all('isScope1', 'isCasco')),
        goTo('incident-map', all('isScope1', 'isPzp')),
      ],
    }),

    'co-responsible-party-details': screen('co-responsible-party-details', {
      loading: 'savingReport',
      next: [
        // "scope2 goes to /other-damage."
        goTo('other-damage', 'isScope2'),
        // "scope12: CASCO goes to /incident-resolve-type; PZP or own vehicle with plate goes to
        // /other-damage." D12: CASCO first.
        goTo('incident-resolve-type', all('isScope12', 'isCasco')),
        goTo('other-damage', all('isScope12', any('isPzp', 'hasPlate'))),
        // "scope14, 134, 13: own vehicle with plate goes to /incident-resolve-type, else /additional-bank."
        goTo('incident-resolve-type', all(scopeIn('scope14', 'scope134', 'scope13'), 'hasPlate')),
        goTo('additional-bank', scopeIn('scope14', 'scope134', 'scope13')),
        // "scope1 goes to /incident-resolve-type."
        goTo('incident-resolve-type', 'isScope1'),
      ],
    }),
  },
});
