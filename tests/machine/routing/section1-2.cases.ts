import { PRODUCTS } from '../support/fakes.ts';
import { scopesOf } from '../support/harness.ts';
import { PORTALS, SCOPES_13_14_134, SCOPES_3_4_34, WITH_PLATE, WITHOUT_PLATE, type RoutingCase } from './case.ts';

/** SPEC §2 /incident-scope, /general-info, the alert screens, /policy-type, /permission-confirmation-SMP, /reporter-details. */

const incidentScope: RoutingCase[] = [
  ...SCOPES_3_4_34.map((scope): RoutingCase => ({
    rule: 'Scopes 3, 4, 34 go to /permission-confirmation-SMP on SMP',
    from: 'incident-scope',
    given: { scope: 'scope1', portal: 'SMP' },
    submit: { incident: { scopesOfDamage: scopesOf(scope) } },
    expect: '/permission-confirmation-SMP',
  })),
  ...SCOPES_3_4_34.flatMap((scope) =>
    (['WEB', 'KZ'] as const).map((portal): RoutingCase => ({
      rule: 'Scopes 3, 4, 34 go ... otherwise /reporter-details',
      from: 'incident-scope',
      given: { scope: 'scope1', portal },
      submit: { incident: { scopesOfDamage: scopesOf(scope) } },
      expect: '/reporter-details',
    })),
  ),
  ...(['scope1', 'scope2', 'scope12', 'scope13', 'scope14', 'scope134'] as const).flatMap((scope) =>
    PORTALS.map((portal): RoutingCase => ({
      rule: 'Scopes 1, 2, 12, 13, 14, 134 go to /general-info',
      from: 'incident-scope',
      given: { scope: 'scope3', portal },
      submit: { incident: { scopesOfDamage: scopesOf(scope) } },
      expect: '/general-info',
    })),
  ),
];

const generalInfo: RoutingCase[] = [
  // "scope14, scope13, scope134: with plate, CASCO goes to /policy-type; otherwise
  // /permission-confirmation-SMP on SMP, else /reporter-details. Without plate goes to /alert-dont-have-license-plate."
  ...SCOPES_13_14_134.flatMap((scope) => [
    ...PORTALS.map((portal): RoutingCase => ({
      rule: 'scope14, scope13, scope134: with plate, CASCO goes to /policy-type',
      from: 'general-info',
      given: { scope, portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.casco },
      expect: '/policy-type',
    })),
    ...[PRODUCTS.liabilityOnly, PRODUCTS.miniOnly, PRODUCTS.none].flatMap((products) => [
      {
        rule: 'scope14, scope13, scope134: with plate, otherwise /permission-confirmation-SMP on SMP (D3: mini-casco is not CASCO)',
        from: 'general-info',
        given: { scope, portal: 'SMP' },
        submit: WITH_PLATE,
        answers: { products },
        expect: '/permission-confirmation-SMP',
      } satisfies RoutingCase,
      ...(['WEB', 'KZ'] as const).map((portal): RoutingCase => ({
        rule: 'scope14, scope13, scope134: with plate, otherwise ... else /reporter-details (D3)',
        from: 'general-info',
        given: { scope, portal },
        submit: WITH_PLATE,
        answers: { products },
        expect: '/reporter-details',
      })),
    ]),
    ...PORTALS.map((portal): RoutingCase => ({
      rule: 'scope14, scope13, scope134: Without plate goes to /alert-dont-have-license-plate',
      from: 'general-info',
      given: { scope, portal, plate: false },
      submit: WITHOUT_PLATE,
      answers: { products: PRODUCTS.none },
      expect: '/alert-dont-have-license-plate',
    })),
  ]),
  // "scope12: plate and CASCO go to /reporter-details; plate and other policy go to
  // /alert-dont-have-casco; no plate goes to /alert-dont-have-license-plate."
  ...PORTALS.flatMap((portal): RoutingCase[] => [
    {
      rule: 'scope12: plate and CASCO go to /reporter-details',
      from: 'general-info',
      given: { scope: 'scope12', portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.casco },
      expect: '/reporter-details',
    },
    {
      rule: 'scope12: plate and other policy go to /alert-dont-have-casco',
      from: 'general-info',
      given: { scope: 'scope12', portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.liabilityOnly },
      expect: '/alert-dont-have-casco',
    },
    {
      rule: 'scope12: plate and other policy go to /alert-dont-have-casco (D3: only mini-casco)',
      from: 'general-info',
      given: { scope: 'scope12', portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.miniOnly },
      expect: '/alert-dont-have-casco',
    },
    {
      rule: 'scope12: plate and other policy go to /alert-dont-have-casco (D3: no product)',
      from: 'general-info',
      given: { scope: 'scope12', portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.none, plateVerified: false },
      expect: '/alert-dont-have-casco',
    },
    {
      rule: 'scope12: no plate goes to /alert-dont-have-license-plate',
      from: 'general-info',
      given: { scope: 'scope12', portal, plate: false },
      submit: WITHOUT_PLATE,
      answers: { products: PRODUCTS.none },
      expect: '/alert-dont-have-license-plate',
    },
  ]),
  // "scope2: plate present but unverified goes to /alert-dont-have-liability, else /reporter-details."
  ...PORTALS.flatMap((portal): RoutingCase[] => [
    {
      rule: 'scope2: plate present but unverified goes to /alert-dont-have-liability',
      from: 'general-info',
      given: { scope: 'scope2', portal },
      submit: WITH_PLATE,
      answers: { plateVerified: false, products: PRODUCTS.none },
      expect: '/alert-dont-have-liability',
    },
    {
      rule: 'scope2: plate present but unverified (no liability cover, like ZA444DD) goes to /alert-dont-have-liability',
      from: 'general-info',
      given: { scope: 'scope2', portal },
      submit: WITH_PLATE,
      answers: { plateVerified: true, products: PRODUCTS.cascoWithoutLiability },
      expect: '/alert-dont-have-liability',
    },
    {
      rule: 'scope2: plate present and verified goes ... else /reporter-details',
      from: 'general-info',
      given: { scope: 'scope2', portal },
      submit: WITH_PLATE,
      answers: { plateVerified: true, products: PRODUCTS.liabilityOnly },
      expect: '/reporter-details',
    },
    {
      rule: 'scope2: no plate goes ... else /reporter-details',
      from: 'general-info',
      given: { scope: 'scope2', portal, plate: false },
      submit: WITHOUT_PLATE,
      answers: { products: PRODUCTS.none },
      expect: '/reporter-details',
    },
  ]),
  // "scope1: with plate, CASCO available goes to /reporter-details; only mini-casco goes to
  // /alert-have-only-mini-casco; neither goes to /alert-dont-have-casco; no plate goes to /alert-dont-have-license-plate."
  ...PORTALS.flatMap((portal): RoutingCase[] => [
    {
      rule: 'scope1: with plate, CASCO available goes to /reporter-details',
      from: 'general-info',
      given: { scope: 'scope1', portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.casco },
      expect: '/reporter-details',
    },
    {
      rule: 'scope1: with plate, CASCO available goes to /reporter-details (mini-casco too)',
      from: 'general-info',
      given: { scope: 'scope1', portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.cascoAndMini },
      expect: '/reporter-details',
    },
    {
      rule: 'scope1: only mini-casco goes to /alert-have-only-mini-casco',
      from: 'general-info',
      given: { scope: 'scope1', portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.miniOnly },
      expect: '/alert-have-only-mini-casco',
    },
    {
      rule: 'scope1: neither goes to /alert-dont-have-casco (liability only)',
      from: 'general-info',
      given: { scope: 'scope1', portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.liabilityOnly },
      expect: '/alert-dont-have-casco',
    },
    {
      rule: 'scope1: neither goes to /alert-dont-have-casco (no product)',
      from: 'general-info',
      given: { scope: 'scope1', portal },
      submit: WITH_PLATE,
      answers: { products: PRODUCTS.none, plateVerified: false },
      expect: '/alert-dont-have-casco',
    },
    {
      rule: 'scope1: no plate goes to /alert-dont-have-license-plate',
      from: 'general-info',
      given: { scope: 'scope1', portal, plate: false },
      submit: WITHOUT_PLATE,
      answers: { products: PRODUCTS.none },
      expect: '/alert-dont-have-license-plate',
    },
  ]),
  {
    rule: 'Coming back after the no-plate alert (D20), /general-info routes by the scope the reporter chose (scope1)',
    from: 'general-info',
    given: { scope: 'scope3', plate: false, report: { incident: { originalScopeOfDamage: 'scope1' } } },
    submit: WITH_PLATE,
    answers: { products: PRODUCTS.casco },
    expect: '/reporter-details',
  },
];

const CASCO_NUMBER = { incident: { policyType: 'CASCO' as const, policyId: '5010000099' } };
const CHOOSE_PZP = { incident: { policyType: 'PZP' as const } };

const alertDontHaveCasco: RoutingCase[] = [
  ...(['scope1', 'scope12'] as const).flatMap((scope) =>
    PORTALS.map((portal): RoutingCase => ({
      rule: "Don't have CASCO: CASCO with a verified policy number; Continue goes to /reporter-details",
      from: 'alert-dont-have-casco',
      given: { scope, portal, products: 'liabilityOnly' },
      submit: CASCO_NUMBER,
      answers: { policyVerified: true },
      expect: '/reporter-details',
    })),
  ),
  {
    rule: "Don't have CASCO: except scope1 on SMP with PZP goes to /permission-confirmation-SMP",
    from: 'alert-dont-have-casco',
    given: { scope: 'scope1', portal: 'SMP', products: 'liabilityOnly' },
    submit: CHOOSE_PZP,
    expect: '/permission-confirmation-SMP',
  },
  {
    rule: "Don't have CASCO: Continue goes to /reporter-details (scope1 WEB with PZP)",
    from: 'alert-dont-have-casco',
    given: { scope: 'scope1', portal: 'WEB', products: 'liabilityOnly' },
    submit: CHOOSE_PZP,
    expect: '/reporter-details',
  },
  {
    rule: "Don't have CASCO: Continue goes to /reporter-details (scope1 KZ with PZP)",
    from: 'alert-dont-have-casco',
    given: { scope: 'scope1', portal: 'KZ', products: 'liabilityOnly' },
    submit: CHOOSE_PZP,
    expect: '/reporter-details',
  },
  {
    rule: "Don't have CASCO: Continue goes to /reporter-details (scope12 on SMP with PZP)",
    from: 'alert-dont-have-casco',
    given: { scope: 'scope12', portal: 'SMP', products: 'liabilityOnly' },
    submit: CHOOSE_PZP,
    expect: '/reporter-details',
  },
  ...(['scope1', 'scope12'] as const).map((scope): RoutingCase => ({
    rule: 'D4: a policy number that does not verify: continue is refused, the user stays',
    from: 'alert-dont-have-casco',
    given: { scope, products: 'liabilityOnly' },
    submit: CASCO_NUMBER,
    answers: { policyVerified: false },
    expect: '/alert-dont-have-casco',
  })),
];

const alertOnlyMiniCasco: RoutingCase[] = [
  {
    rule: 'Have only mini-casco: SMP with PZP goes to /permission-confirmation-SMP',
    from: 'alert-have-only-mini-casco',
    given: { scope: 'scope1', portal: 'SMP', products: 'miniOnly' },
    submit: CHOOSE_PZP,
    expect: '/permission-confirmation-SMP',
  },
  {
    rule: 'Have only mini-casco: otherwise /reporter-details (SMP with CASCO)',
    from: 'alert-have-only-mini-casco',
    given: { scope: 'scope1', portal: 'SMP', products: 'miniOnly' },
    submit: { incident: { policyType: 'CASCO' } },
    expect: '/reporter-details',
  },
  ...(['WEB', 'KZ'] as const).flatMap((portal) =>
    (['PZP', 'CASCO'] as const).map((policyType): RoutingCase => ({
      rule: 'Have only mini-casco: otherwise /reporter-details',
      from: 'alert-have-only-mini-casco',
      given: { scope: 'scope1', portal, products: 'miniOnly' },
      submit: { incident: { policyType } },
      expect: '/reporter-details',
    })),
  ),
];

const LIABILITY_NUMBER = { incident: { policyId: '4010000098' } };
const alertDontHaveLiability: RoutingCase[] = [
  ...PORTALS.map((portal): RoutingCase => ({
    rule: "Don't have liability: asks for a policy number, then /reporter-details",
    from: 'alert-dont-have-liability',
    given: { scope: 'scope2', portal, products: 'none' },
    submit: LIABILITY_NUMBER,
    answers: { policyVerified: true },
    expect: '/reporter-details',
  })),
  {
    rule: 'D4: a policy number that does not verify: continue is refused, the user stays',
    from: 'alert-dont-have-liability',
    given: { scope: 'scope2', products: 'none' },
    submit: LIABILITY_NUMBER,
    answers: { policyVerified: false },
    expect: '/alert-dont-have-liability',
  },
];

const alertNoPlate: RoutingCase[] = [
  ...(['scope1', 'scope14', 'scope13', 'scope134'] as const).flatMap((scope): RoutingCase[] => [
    {
      rule: "Don't have licence plate: scope1, scope14, scope13, scope134 on SMP go to /permission-confirmation-SMP",
      from: 'alert-dont-have-license-plate',
      given: { scope, portal: 'SMP', plate: false, products: 'none' },
      expect: '/permission-confirmation-SMP',
    },
    {
      rule: "Don't have licence plate: ... otherwise /reporter-details",
      from: 'alert-dont-have-license-plate',
      given: { scope, portal: 'WEB', plate: false, products: 'none' },
      expect: '/reporter-details',
    },
    {
      rule: "Don't have licence plate: ... otherwise /reporter-details",
      from: 'alert-dont-have-license-plate',
      given: { scope, portal: 'KZ', plate: false, products: 'none' },
      expect: '/reporter-details',
    },
  ]),
  ...PORTALS.map((portal): RoutingCase => ({
    rule: "Don't have licence plate: scope12 goes to /reporter-details",
    from: 'alert-dont-have-license-plate',
    given: { scope: 'scope12', portal, plate: false, products: 'none' },
    expect: '/reporter-details',
  })),
];

const policyType: RoutingCase[] = [
  ...SCOPES_13_14_134.flatMap((scope) =>
    (['PZP', 'CASCO'] as const).flatMap((choice): RoutingCase[] => [
      {
        rule: '/policy-type: For scopes 14, 13, 134 continue goes to /permission-confirmation-SMP on SMP',
        from: 'policy-type',
        given: { scope, portal: 'SMP' },
        submit: { incident: { policyType: choice } },
        expect: '/permission-confirmation-SMP',
      },
      {
        rule: '/policy-type: For scopes 14, 13, 134 continue goes ... otherwise /reporter-details',
        from: 'policy-type',
        given: { scope, portal: 'WEB' },
        submit: { incident: { policyType: choice } },
        expect: '/reporter-details',
      },
      {
        rule: '/policy-type: For scopes 14, 13, 134 continue goes ... otherwise /reporter-details',
        from: 'policy-type',
        given: { scope, portal: 'KZ' },
        submit: { incident: { policyType: choice } },
        expect: '/reporter-details',
      },
    ]),
  ),
  ...(['scope1', 'scope12'] as const).flatMap((scope): RoutingCase[] => [
    {
      rule: 'D5: /policy-type for other scopes: SMP goes to /permission-confirmation-SMP',
      from: 'policy-type',
      given: { scope, portal: 'SMP' },
      submit: { incident: { policyType: 'CASCO' } },
      expect: '/permission-confirmation-SMP',
    },
    {
      rule: 'D5: /policy-type for other scopes: otherwise /reporter-details',
      from: 'policy-type',
      given: { scope, portal: 'WEB' },
      submit: { incident: { policyType: 'PZP' } },
      expect: '/reporter-details',
    },
  ]),
];

const person = (isSameAsAggrieved: boolean) => ({
  parties: {
    aggrievedParty: { partyType: 'PERSON' as const, firstName: 'Eva', lastName: 'Malá', identificationNumber: '8551231238' },
    reporter: { isSameAsAggrieved },
  },
});
const business = (isSameAsAggrieved: boolean) => ({
  parties: {
    aggrievedParty: { partyType: 'BUSINESS' as const, businessName: 'Doprava, s.r.o.', identificationNumber: '46312552' },
    reporter: { isSameAsAggrieved },
  },
});

const permissionConfirmation: RoutingCase[] = [
  ...(['scope3', 'scope1', 'scope13'] as const).flatMap((scope): RoutingCase[] => [
    {
      rule: 'If the reporter is the same as the aggrieved party, ... the route is /aggrieved-party-details',
      from: 'permission-confirmation-SMP',
      given: { scope, policy: 'PZP', portal: 'SMP' },
      submit: person(true),
      expect: '/aggrieved-party-details',
    },
    {
      rule: 'otherwise the aggrieved party is filled in and the route is /reporter-details',
      from: 'permission-confirmation-SMP',
      given: { scope, policy: 'PZP', portal: 'SMP' },
      submit: person(false),
      expect: '/reporter-details',
    },
  ]),
  {
    rule: 'D6: no different-reporter checkbox (CASCO): the reporter counts as the same -> /aggrieved-party-details',
    from: 'permission-confirmation-SMP',
    given: { scope: 'scope13', policy: 'CASCO', portal: 'SMP' },
    submit: person(false),
    expect: '/aggrieved-party-details',
  },
  {
    rule: 'D6: no different-reporter checkbox (BUSINESS party): the reporter counts as the same -> /aggrieved-party-details',
    from: 'permission-confirmation-SMP',
    given: { scope: 'scope3', policy: 'PZP', portal: 'SMP' },
    submit: business(false),
    expect: '/aggrieved-party-details',
  },
  {
    rule: 'D6: BUSINESS party that is the reporter -> /aggrieved-party-details',
    from: 'permission-confirmation-SMP',
    given: { scope: 'scope4', policy: 'PZP', portal: 'SMP' },
    submit: business(true),
    expect: '/aggrieved-party-details',
  },
];

const REPORTER = {
  parties: { reporter: { firstName: 'Ján', lastName: 'Novák', email: 'jan@example.sk', phone: { prefix: '+421', number: '905 123 456' } } },
};

function reporterDetailsCases(from: 'reporter-details' | 'aggrieved-party-details', portal: (typeof PORTALS)[number]): RoutingCase[] {
  // /aggrieved-party-details is reached only from /permission-confirmation-SMP: on SMP, never with
  // scopes 2 or 12, and with scope1 only after an alert where PZP was chosen (model.test.ts).
  const onlyAfterSmpConfirmation = from === 'aggrieved-party-details';
  return [
    ...SCOPES_13_14_134.flatMap((scope): RoutingCase[] => [
      {
        rule: 'scope14, 13, 134: PZP goes to /responsible-party-details',
        from,
        given: { scope, policy: 'PZP', portal },
        submit: REPORTER,
        expect: '/responsible-party-details',
      },
      {
        rule: 'scope14, 13, 134: CASCO goes to /incident-map',
        from,
        given: { scope, policy: 'CASCO', portal },
        submit: REPORTER,
        expect: '/incident-map',
      },
    ]),
    ...SCOPES_3_4_34.map((scope): RoutingCase => ({
      rule: 'scopes 3, 4, 34 go to /responsible-party-details',
      from,
      given: { scope, policy: 'PZP', portal, plate: false },
      submit: REPORTER,
      expect: '/responsible-party-details',
    })),
    ...(onlyAfterSmpConfirmation
      ? []
      : ([
          ...(['scope2', 'scope12'] as const).map((scope): RoutingCase => ({
            rule: 'scopes 2 and 12 go to /incident-map',
            from,
            given: { scope, policy: scope === 'scope2' ? 'PZP' : 'CASCO', portal },
            submit: REPORTER,
            expect: '/incident-map',
          })),
          {
            rule: 'scopes 2 and 12 go to /incident-map (scope12 PZP)',
            from,
            given: { scope: 'scope12', policy: 'PZP', portal },
            submit: REPORTER,
            expect: '/incident-map',
          },
          {
            rule: 'scope1: CASCO goes to /incident-map',
            from,
            given: { scope: 'scope1', policy: 'CASCO', portal },
            submit: REPORTER,
            expect: '/incident-map',
          },
        ] satisfies RoutingCase[])),
    {
      rule: 'scope1: ... otherwise /responsible-party-details',
      from,
      given: { scope: 'scope1', policy: 'PZP', portal, products: 'liabilityOnly' },
      submit: REPORTER,
      expect: '/responsible-party-details',
    },
  ];
}

const reporterDetails: RoutingCase[] = [
  ...PORTALS.flatMap((portal) => reporterDetailsCases('reporter-details', portal)),
  ...reporterDetailsCases('aggrieved-party-details', 'SMP'),
];

export const section1And2Cases: Record<string, RoutingCase[]> = {
  '/incident-scope': incidentScope,
  '/general-info': generalInfo,
  '/alert-dont-have-casco': alertDontHaveCasco,
  '/alert-have-only-mini-casco': alertOnlyMiniCasco,
  '/alert-dont-have-liability': alertDontHaveLiability,
  '/alert-dont-have-license-plate': alertNoPlate,
  '/policy-type': policyType,
  '/permission-confirmation-SMP': permissionConfirmation,
  '/reporter-details and /aggrieved-party-details': reporterDetails,
};
