/**
 * claimReportMachine: the journey of SPEC §2 and §4, the one source of routing truth.
 *
 * Shape (what the app can `state.matches(...)` / `hasTag`):
 * - `boot` (readingEntry, fetchingOperator, checkingOperator, choosingStart, loadingReport):
 *   SPEC "Start" with D1/D2. `resuming`: a loaded report goes to /confirm (completed) or replays
 *   its journey from /incident-scope to the screen it had reached (D1, see trail.ts).
 * - `operatorNotVerified` (id 'operator-not-verified', meta.route '/operator-not-verified'): D2's
 *   refusal page, no wizard; the app tells the parent frame.
 * - `wizard`, parallel:
 *   - `journey`: one state per route of SPEC §2, grouped `section1` ... `section6`, with
 *     /incident-map, /confirm and /drafts ungrouped as the route table says. Each screen state has
 *     `id` = its route without the slash and `meta: { route, section, sidebar, back, wide }`.
 *     Inside a screen (steps.ts): editing -> [checking, verifyingPlate, verifyingPolicy,
 *     checkingVerification] -> [saving, creatingReport] -> updating -> routing. Every state that
 *     calls an actor has `meta.loading` (a LoadingKey).
 *   - `exitDialog`: `closed` | `open` | `sendingEmail` (checkingReport, creatingReport,
 *     savingDraft, sendingLink). The current screen stays shown under the dialog:
 *     `state.matches({ wizard: { exitDialog: 'open' } })`; tag 'exitDialogOpen' while open or sending.
 * - `quit` (final; id 'quit'): the app leaves to the insurer's public site (`snapshot.status === 'done'`).
 *
 * The report is created on the first SUBMIT (of /incident-scope, or of /general-info after
 * `?scope=2`) or when the exit dialog sends a continue link: a visitor who only looks creates
 * nothing, and every answer given is stored from the first continue on.
 */
import { initialContext } from './context.ts';
import { screenMeta, OPERATOR_NOT_VERIFIED_META } from './screens.ts';
import { claimReportSetup } from './setup.ts';
import { all, any, goTo, isNot, scopeIn, screen } from './steps.ts';
import {
  continueLinkInput,
  createInput,
  draftInput,
  idInput,
  operatorInput,
  reasonGroupsInput,
  updateInput,
} from './requests.ts';

const errorOf = (kind: 'lookup' | 'operator' | 'load' | 'create' | 'persist' | 'save' | 'sendEmail') => ({
  type: 'setError' as const,
  params: ({ event }: { event: { error?: unknown } }) => ({ kind, cause: event.error }),
});

export const claimReportMachine = claimReportSetup.createMachine({
  id: 'claimReport',
  context: ({ input }) => initialContext(input),
  initial: 'boot',
  states: {
    boot: {
      initial: 'readingEntry',
      states: {
        readingEntry: {
          always: [
            // D2: a portal entry without an operator code cannot be verified.
            { guard: 'portalEntryWithoutOperatorCode', target: '#operator-not-verified' },
            // SPEC §4 "Operator data is fetched for SMP" (and KZ, whose data prefills the reporter).
            { guard: 'isPortalEntry', target: 'fetchingOperator' },
            { target: 'choosingStart' },
          ],
        },
        fetchingOperator: {
          meta: { loading: 'loadingPolicies' },
          invoke: {
            id: 'fetchOperator',
            src: 'fetchOperator',
            input: ({ context }) => operatorInput(context),
            onDone: { target: 'checkingOperator', actions: { type: 'storeOperator', params: ({ event }) => event.output } },
            // An operator that cannot be fetched cannot be verified either (D2).
            onError: { target: '#operator-not-verified', actions: errorOf('operator') },
          },
        },
        checkingOperator: {
          always: [
            // SPEC §4 "if not verified SMP entry is abandoned"; D2: refusal page, no fallback to WEB.
            { guard: 'operatorNotVerified', target: '#operator-not-verified' },
            { target: 'choosingStart' },
          ],
        },
        choosingStart: {
          always: [
            // SPEC "A report can be loaded from the url parameter id."
            { guard: 'hasReportIdInUrl', target: 'loadingReport' },
            // SPEC "If the URL query scope equals 2, scope of damage 2 is preselected and the user goes to /general-info."
            goToWith('general-info', 'scope2Preselected', 'preselectScope2'),
            // SPEC "Outside portal mode, drafts are read from local storage; if any exist (and scope 2
            // was not preselected) the user goes to /drafts." (SPEC §9: eligible 7 days.)
            goTo('drafts', 'hasRecentDrafts'),
            // SPEC "Otherwise the user goes to /incident-scope."
            goTo('incident-scope'),
          ],
        },
        loadingReport: {
          meta: { loading: 'loadingReport' },
          invoke: {
            id: 'loadReport',
            src: 'loadReport',
            input: ({ context }) => ({ id: context.entry.reportId ?? '' }),
            onDone: { target: '#resuming', actions: { type: 'storeLoadedReport', params: ({ event }) => event.output } },
            // A link to a report that cannot be loaded starts a new one, saying so.
            onError: { target: '#incident-scope', actions: errorOf('load') },
          },
        },
      },
    },

    resuming: {
      id: 'resuming',
      always: [
        // D1: "a completed report opens /confirm, read-only".
        goTo('confirm', 'reportCompleted'),
        // D1: "On the screen the report had reached"; an unknown route lands on /incident-scope.
        goTo('incident-scope'),
      ],
    },

    operatorNotVerified: { id: 'operator-not-verified', meta: OPERATOR_NOT_VERIFIED_META },

    wizard: {
      type: 'parallel',
      states: {
        journey: {
          initial: 'section1',
          states: {
            section1: {
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
                          onError: { target: 'editing', actions: errorOf('lookup') },
                        },
                      },
                      loadingCombinations: {
                        meta: { loading: 'loadingPolicies' },
                        invoke: {
                          id: 'loadPermissibleCombinations',
                          src: 'loadPermissibleCombinations',
                          // Asked with no scope chosen, the server answers every allowed set.
                          input: { scopes: [] },
                          onDone: { target: 'editing', actions: { type: 'storeCombinations', params: ({ event }) => event.output } },
                          onError: { target: 'editing', actions: errorOf('lookup') },
                        },
                      },
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
            },

            section2: {
              initial: 'general-info',
              states: {
                'general-info': screen('general-info', {
                  // "Submit shows a verifying loader, verifies plate or policy id, then routes"
                  loading: 'verifying',
                  verify: 'myVehicle',
                  createsReport: true,
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
            },

            'incident-map': screen('incident-map', {
              loading: 'savingReport',
              next: [
                // "Scopes 2, 3, 4, 34, 12, 13, 14, 134 go to /incident-details; scope1 with CASCO goes to
                // /incident-reason-group, scope1 with PZP to /incident-details."
                goTo('incident-details', scopeIn('scope2', 'scope3', 'scope4', 'scope34', 'scope12', 'scope13', 'scope14', 'scope134')),
                goTo('incident-reason-group', all('isScope1', 'isCasco')),
                goTo('incident-details', all('isScope1', 'isPzp')),
              ],
            }),

            section3: {
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
                          onError: { target: 'editing', actions: errorOf('lookup') },
                        },
                      },
                      choosing: {
                        always: [
                          // No reason applies to this scope and policy type: both reason screens are skipped.
                          { guard: 'noReasonGroups', target: '#incident-details', actions: { type: 'forgetScreen', params: { screen: 'incident-reason-group' } } },
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
            },

            section4: {
              initial: 'incident-resolve-type',
              states: {
                'additional-bank': screen('additional-bank', {
                  loading: 'savingReport',
                  next: [
                    // "Continue saves; scope12 goes to /other-damage, otherwise /additional-attachments."
                    goTo('other-damage', 'isScope12'),
                    goTo('additional-attachments'),
                  ],
                }),

                'incident-resolve-type': screen('incident-resolve-type', {
                  loading: 'savingReport',
                  next: [
                    // "Self repair goes to /additional-bank; otherwise /car-repair-map."
                    goTo('additional-bank', 'selfRepairChosen'),
                    goTo('car-repair-map'),
                  ],
                }),

                'other-damage': screen('other-damage', {
                  loading: 'savingReport',
                  next: [
                    // "For scope1 only, a checkbox only my vehicle disables the tiles and clears the
                    // selection; it goes to /additional-attachments." (The checkbox is shown for scope1
                    // only; the machine honours it whenever it is ticked.)
                    goTo('additional-attachments', 'onlyMyVehicle'),
                    // "Otherwise the first chosen of vehicle, property, health goes to /other-damage-vehicle,
                    // /other-damage-property or /other-damage-health."
                    goTo('other-damage-vehicle', 'otherDamageIncludesVehicle'),
                    goTo('other-damage-property', 'otherDamageIncludesProperty'),
                    goTo('other-damage-health', 'otherDamageIncludesHealth'),
                    // Nothing chosen (the screen requires a choice): nothing more to describe.
                    goTo('additional-attachments'),
                  ],
                }),

                // "continue goes to the next selected kind, then /additional-attachments."
                'other-damage-vehicle': screen('other-damage-vehicle', {
                  loading: 'savingReport',
                  next: [
                    goTo('other-damage-property', 'otherDamageIncludesProperty'),
                    goTo('other-damage-health', 'otherDamageIncludesHealth'),
                    goTo('additional-attachments'),
                  ],
                }),
                'other-damage-property': screen('other-damage-property', {
                  loading: 'savingReport',
                  next: [goTo('other-damage-health', 'otherDamageIncludesHealth'), goTo('additional-attachments')],
                }),
                'other-damage-health': screen('other-damage-health', {
                  loading: 'savingReport',
                  next: [goTo('additional-attachments')],
                }),

                'force-payout-to-aggrieved': screen('force-payout-to-aggrieved', {
                  loading: 'savingReport',
                  next: [
                    // "Continue saves; scope12 goes to /other-damage; scope13, 14, 134 without forced payout
                    // go to /additional-bank; otherwise /additional-attachments."
                    goTo('other-damage', 'isScope12'),
                    goTo('additional-bank', all(scopeIn('scope13', 'scope14', 'scope134'), isNot('payoutForced'))),
                    goTo('additional-attachments'),
                  ],
                }),

                'incident-inspection-address': screen('incident-inspection-address', {
                  loading: 'savingReport',
                  // "Then /additional-bank." (D13: the outside-Slovakia modal keeps the user here; UI.)
                  next: [goTo('additional-bank')],
                }),
              },
            },

            section5: {
              initial: 'additional-attachments',
              states: {
                'additional-attachments': screen('additional-attachments', {
                  // "Continue saves (loading text: saving the incident report); on failure scrolls to top,
                  // stops loading, and still goes to /summary."
                  loading: 'savingReport',
                  withAttachments: true,
                  continuesOnSaveError: { target: 'summary', kind: 'attachmentsSave' },
                  next: [goTo('summary')],
                }),
              },
            },

            section6: {
              initial: 'summary',
              states: {
                summary: {
                  id: 'summary',
                  meta: screenMeta('summary'),
                  route: { guard: 'canVisitScreen' },
                  entry: { type: 'visitScreen', params: { screen: 'summary' } },
                  initial: 'reviewing',
                  states: {
                    reviewing: {
                      on: {
                        'SUMMARY.SAVE': { target: 'updating', actions: 'clearError' },
                        BACK: { guard: 'hasPreviousScreen', actions: 'goBack' },
                      },
                    },
                    // SPEC §4 "Save on summary: loading text saving incident report; update draft, then save."
                    updating: {
                      meta: { loading: 'savingReport' },
                      invoke: {
                        id: 'updateReport',
                        src: 'updateReport',
                        input: ({ context }) => updateInput(context, 'summary', { withAttachments: true }),
                        onDone: { target: 'saving', actions: { type: 'storeUpdateAnswer', params: ({ event }) => event.output } },
                        // "on any error a danger banner ... shows, loading ends, and PDF generation is still attempted"
                        onError: { target: 'reviewing', actions: [errorOf('save'), 'attemptSummarySnapshot'] },
                      },
                    },
                    saving: {
                      meta: { loading: 'savingReport' },
                      invoke: {
                        id: 'saveReport',
                        src: 'saveReport',
                        input: ({ context }) => idInput(context),
                        onDone: { target: 'checkingSaveResult', actions: { type: 'storeSaveAttempt', params: ({ event }) => event.output } },
                        onError: { target: 'reviewing', actions: [errorOf('save'), 'attemptSummarySnapshot'] },
                      },
                    },
                    checkingSaveResult: {
                      always: [
                        // "If duplicate go to /confirm."
                        { guard: 'saveIsDuplicate', target: '#confirm', actions: 'markSaved' },
                        // "If completed, after 150 ms a PDF summary is generated from the summary HTML, then go to /confirm."
                        { guard: 'saveIsCompleted', target: 'waitingBeforeSnapshot', actions: 'markSaved' },
                        // "Otherwise ... a danger banner with the summary error message shows, loading ends, and
                        // PDF generation is still attempted." D14: not marked complete.
                        { target: 'reviewing', actions: [{ type: 'setError', params: { kind: 'save', cause: 'not completed' } }, 'attemptSummarySnapshot'] },
                      ],
                    },
                    waitingBeforeSnapshot: {
                      meta: { loading: 'savingReport' },
                      after: { summarySnapshotDelay: { target: 'storingSnapshot' } },
                    },
                    storingSnapshot: {
                      meta: { loading: 'savingReport' },
                      invoke: {
                        id: 'saveSummary',
                        src: 'saveSummary',
                        input: ({ context }) => idInput(context),
                        onDone: { target: '#confirm' },
                        // The report is saved; a missing archive copy does not undo that.
                        onError: { target: '#confirm' },
                      },
                    },
                  },
                },
              },
            },

            confirm: {
              id: 'confirm',
              meta: screenMeta('confirm'),
              entry: { type: 'visitScreen', params: { screen: 'confirm' } },
            },

            drafts: {
              id: 'drafts',
              meta: screenMeta('drafts'),
              initial: 'choosing',
              states: {
                choosing: {
                  on: {
                    // "Continue loads the chosen draft (loading text: loading the incident report)"
                    'DRAFTS.LOAD': { target: 'loading', actions: 'rememberDraftToLoad' },
                    // "Start new or delete all clears the drafts and goes to /incident-scope."
                    'DRAFTS.START_NEW': { target: '#incident-scope', actions: 'clearDrafts' },
                    'DRAFTS.DELETE_ALL': { target: '#incident-scope', actions: ['deleteDraftsOnServer', 'clearDrafts'] },
                  },
                },
                loading: {
                  meta: { loading: 'loadingReport' },
                  invoke: {
                    id: 'loadReport',
                    src: 'loadReport',
                    input: ({ context }) => ({ id: context.draftToLoad ?? '' }),
                    // "... and goes to /incident-scope"; D1: "A loaded local draft likewise resumes at its step".
                    onDone: { target: '#resuming', actions: { type: 'storeLoadedReport', params: ({ event }) => event.output } },
                    onError: { target: 'choosing', actions: errorOf('load') },
                  },
                },
              },
            },
          },
        },

        exitDialog: {
          id: 'exitDialog',
          initial: 'closed',
          states: {
            closed: {
              on: {
                EXIT: [
                  // SPEC "Exiting a completed report quits directly (to the insurer's public site)."
                  { guard: 'reportCompleted', target: '#quit' },
                  // "Otherwise a dialog offers quit without saving or send e-mail"
                  { target: 'open', actions: 'clearError' },
                ],
              },
            },
            open: {
              tags: ['exitDialogOpen'],
              on: {
                'EXIT.QUIT': { target: '#quit' },
                'EXIT.CANCEL': { target: 'closed' },
                'EXIT.SEND_EMAIL': { target: 'sendingEmail', actions: 'rememberEmail' },
              },
            },
            // "send e-mail (saves the draft, sends the continue e-mail, then quits)"; a failure keeps
            // the dialog open with the error.
            sendingEmail: {
              tags: ['exitDialogOpen'],
              initial: 'checkingReport',
              states: {
                checkingReport: { always: [{ guard: 'hasReport', target: 'savingDraft' }, { target: 'creatingReport' }] },
                creatingReport: {
                  meta: { loading: 'sendingEmail' },
                  invoke: {
                    id: 'exitDialog.createReport',
                    src: 'createReport',
                    input: ({ context }) => createInput(context),
                    onDone: { target: 'savingDraft', actions: { type: 'storeCreatedReport', params: ({ event }) => event.output } },
                    onError: { target: '#exitDialog.open', actions: errorOf('sendEmail') },
                  },
                },
                savingDraft: {
                  meta: { loading: 'sendingEmail' },
                  invoke: {
                    id: 'exitDialog.updateReport',
                    src: 'updateReport',
                    input: ({ context }) => draftInput(context),
                    onDone: { target: 'sendingLink', actions: { type: 'storeUpdateAnswer', params: ({ event }) => event.output } },
                    onError: { target: '#exitDialog.open', actions: errorOf('sendEmail') },
                  },
                },
                sendingLink: {
                  meta: { loading: 'sendingEmail' },
                  invoke: {
                    id: 'sendContinueLink',
                    src: 'sendContinueLink',
                    input: ({ context }) => continueLinkInput(context),
                    onDone: { target: '#quit' },
                    onError: { target: '#exitDialog.open', actions: errorOf('sendEmail') },
                  },
                },
              },
            },
          },
        },
      },
    },

    quit: { id: 'quit', type: 'final' },
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

function goToWith(target: Parameters<typeof goTo>[0], guard: Parameters<typeof goTo>[1], action: 'preselectScope2') {
  return { ...goTo(target, guard), actions: action };
}

