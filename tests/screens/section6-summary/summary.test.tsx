// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/domain/validation/messages.ts';
import type { ScreenProps } from '../../../src/screens/screen-props.ts';
import SummaryScreen from '../../../src/screens/summary/SummaryScreen.tsx';
import { renderScreen, screenProps, text, type Overrides } from '../support.tsx';

/** A report with every kind of data the summary can show (scope134 with CASCO, a shop, forced payout). */
const richReport: ScreenProps['report'] = {
  parties: {
    reporter: {
      firstName: 'Ján',
      lastName: 'Novák',
      email: 'jan.novak@example.sk',
      phone: { prefix: '+421', number: '905123456' },
      isSameAsInsured: false,
      isSameAsAggrieved: false,
    },
    insured: { partyType: 'BUSINESS', businessName: 'Doprava Tatry, s.r.o.' },
    aggrievedParty: { partyType: 'PERSON', firstName: 'Eva', lastName: 'Nováková', identificationNumber: '8556121234', dateOfBirth: null },
    inspectionContactPerson: {
      isSeparate: true,
      firstName: 'Peter',
      lastName: 'Kováč',
      email: 'peter@example.sk',
      phone: { prefix: '+421', number: '911222333' },
    },
    otherResponsibleParty: {
      licensePlate: 'BA888HH',
      hasLicensePlate: true,
      licensePlateIsVerified: true,
      partyType: 'PERSON',
      firstName: 'Lukáš',
      lastName: 'Varga',
      phone: { prefix: '+421', number: '902000111' },
    },
    otherCoresponsibleParty: {
      hasLicensePlate: false,
      policyId: '4010000098',
      partyType: 'PERSON',
      firstName: 'Peter',
      lastName: 'Kollár',
    },
  },
  incident: {
    scopesOfDamage: [{ objectId: 1 }, { objectId: 3 }, { objectId: 4 }],
    date: '2026-05-10',
    policyType: 'CASCO',
    availableProducts: { liability: true, casco: true, minicasco: false, cascoProductCode: 'HAV' },
    policyId: '5010000011',
    address: { street: 'Hlavná', buildingNumber: '12', town: 'Košice', postalCode: '040 01', country: 'SVK' },
    myVehicle: {
      hasLicensePlate: true,
      licensePlate: 'BA111AA',
      damageDescription: 'Predný nárazník a kapota',
      windshieldDamageLocation: 'wholeDamage',
    },
    myProperty: { damageDescription: 'Zničený plot pri dome' },
    myHealth: { damageType: 'injury', damageDescription: 'Zlomená ruka' },
    reason: { id: '1_ACCIDENT_MOVING', label: { sk: 'Nehoda za jazdy', en: 'Accident while driving' } },
    responsibleParty: 'otherVehicleOrPerson',
    description: 'Pri odbočovaní do mňa narazilo iné auto',
    descriptionAdditional: 'Svedkom bol sused',
    specificAnswers: { policeInvestigated: true, accidentReportWritten: false, accidentRecordMade: true },
    resolveType: 'toService',
    carRepairService: {
      objId: 'shop-1',
      companyName: 'Autoservis Košice',
      address: { street: 'Južná trieda', buildingNumber: '5', town: 'Košice', postalCode: '040 01', country: 'SVK' },
      phone: '+421 55 123 4567',
    },
    forcePayoutToAggrieved: true,
    bankAccount: { id: null, value: 'SK2611000000002620110007', bic: 'TATRSKBX' },
    inspectionAddressIsTheSame: false,
    inspectionAddress: { street: 'Moldavská', buildingNumber: '8', town: 'Košice', postalCode: '040 11', country: 'SVK' },
    damagedVehicles: [
      {
        hasLicensePlate: true,
        licensePlate: 'KE123AB',
        partyType: 'PERSON',
        firstName: 'Mária',
        lastName: 'Malá',
        description: 'Poškodené dvere',
      },
      { hasLicensePlate: false, vehicleDescription: 'Bicykel', partyType: 'PERSON', firstName: 'Ivan', lastName: 'Hruška' },
    ],
    damagedProperties: [{ partyType: 'BUSINESS', businessName: 'Mesto Košice', description: 'Dopravná značka' }],
    damagedHealths: [{ healthDamageType: 'injury', firstName: 'Oto', lastName: 'Zelený', description: 'Otras mozgu' }],
  },
  attachments: [
    { id: 'att-1', type: 'PHOTO_DOC', clientName: 'predok-auta.jpg', size: 120_000, contentType: 'image/jpeg' },
    { id: 'att-2', type: 'POLICE_REPORT', clientName: 'sprava-policie.pdf', size: 80_000, contentType: 'application/pdf' },
  ],
};

/** SPEC §2 /summary's order, in Slovak (summary-labels.ts), without the operator (WEB). */
const WEB_SECTIONS = [
  'Ohlasovateľ',
  'Poistený',
  'Poškodený',
  'Miesto a čas udalosti',
  'Poistenie a vozidlo',
  'Bankový účet na výplatu',
  'Okolnosti udalosti',
  'Rozsah poškodenia',
  'Riešenie škody',
  'Zodpovedná strana',
  'Spoluzodpovedná strana',
  'Poškodené vozidlo 1',
  'Poškodené vozidlo 2',
  'Poškodený majetok',
  'Ujma na zdraví',
  'Doplňujúce informácie',
  'Obhliadka vozidla',
  'Prílohy',
];

function props(overrides: Overrides = {}) {
  return screenProps({ scope: 'scope134', policyType: 'CASCO', report: richReport, ...overrides });
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const section = (title: string) => screen.getByRole('region', { name: title });
const valueOf = (title: string, label: string) => {
  const term = within(section(title)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};
const saveButton = () => screen.getByRole('button', { name: 'Odoslať hlásenie' });
const declarationBox = () =>
  screen.getByRole('checkbox', { name: /Vyhlasujem, že všetky údaje v hlásení sú pravdivé a úplné/ }) as HTMLInputElement;

async function violations(container: Element) {
  const result = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    // jsdom cannot compute colours; contrast is checked in the browser suites.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('/summary: the report, read-only, in SPEC order', () => {
  it('shows every section of a rich report, in order, with its values', () => {
    renderScreen(SummaryScreen, props());
    expect(sectionTitles()).toEqual(WEB_SECTIONS);
    expect(valueOf('Ohlasovateľ', 'Meno a priezvisko')).toBe('Ján Novák');
    expect(valueOf('Ohlasovateľ', 'Telefón')).toBe('+421 905 123 456');
    expect(valueOf('Poistený', 'Obchodné meno')).toBe('Doprava Tatry, s.r.o.');
    expect(valueOf('Poškodený', 'Rodné číslo')).toBe('8556121234');
    expect(valueOf('Miesto a čas udalosti', 'Dátum udalosti')).toBe('10. 5. 2026');
    expect(valueOf('Poistenie a vozidlo', 'Druh poistenia')).toBe('Havarijné poistenie');
    expect(valueOf('Poistenie a vozidlo', 'EČV vozidla')).toBe('BA111AA');
    expect(valueOf('Bankový účet na výplatu', 'Číslo účtu (IBAN)')).toBe('SK26 1100 0000 0026 2011 0007');
    expect(valueOf('Bankový účet na výplatu', 'BIC/SWIFT')).toBe('TATRSKBX');
    expect(valueOf('Okolnosti udalosti', 'Príčina udalosti')).toBe('Nehoda za jazdy');
    expect(valueOf('Okolnosti udalosti', 'Kto udalosť zavinil')).toBe('Iné vozidlo alebo iná osoba');
    expect(valueOf('Okolnosti udalosti', 'Vyšetruje udalosť polícia?')).toBe('Áno');
    expect(valueOf('Okolnosti udalosti', 'Spísali účastníci spoločný záznam o nehode?')).toBe('Nie');
    expect(valueOf('Rozsah poškodenia', 'Miesto poškodenia čelného skla')).toBe('Ostatná plocha skla');
    expect(valueOf('Rozsah poškodenia', 'Druh ujmy na zdraví')).toBe('Zranenie');
    expect(valueOf('Riešenie škody', 'Spôsob riešenia')).toBe('Vozidlo odveziem do zmluvného servisu');
    expect(valueOf('Riešenie škody', 'Zmluvný servis')).toBe('Autoservis Košice');
    expect(valueOf('Riešenie škody', 'Výplata poistného plnenia')).toBe('Vyplatiť plnenie na môj účet');
    expect(valueOf('Zodpovedná strana', 'EČV vozidla')).toBe('BA888HH');
    expect(valueOf('Spoluzodpovedná strana', 'Číslo poistnej zmluvy')).toBe('4010000098');
    expect(valueOf('Poškodené vozidlo 2', 'EČV vozidla')).toBe('Bez EČV');
    expect(valueOf('Poškodený majetok', 'Obchodné meno')).toBe('Mesto Košice');
    expect(valueOf('Ujma na zdraví', 'Meno a priezvisko')).toBe('Oto Zelený');
    expect(valueOf('Doplňujúce informácie', 'Doplňujúci popis')).toBe('Svedkom bol sused');
    expect(valueOf('Obhliadka vozidla', 'Kontaktná osoba')).toBe('Peter Kováč');
    // Read-only: no field and no edit link among the lists.
    const document = screen.getByText('Ohlasovateľ').closest('[data-summary-document]')!;
    expect(document.querySelectorAll('input, select, textarea, button')).toHaveLength(0);
  });

  it('with a contracted shop paid directly, the payout account is the shop’s', () => {
    renderScreen(SummaryScreen, props({ report: { ...richReport, incident: { ...richReport.incident, forcePayoutToAggrieved: false } } }));
    expect(valueOf('Bankový účet na výplatu', 'Číslo účtu (IBAN)')).toBe('Účet zmluvného servisu (Autoservis Košice)');
    expect(within(section('Bankový účet na výplatu')).queryByText('BIC/SWIFT')).toBeNull();
  });

  it('speaks the active locale: English labels and values from the same table as the PDF', () => {
    renderScreen(SummaryScreen, props(), { locale: 'en' });
    expect(sectionTitles().slice(0, 3)).toEqual(['Reporter', 'Insured', 'Aggrieved party']);
    expect(valueOf('Policy and vehicle', 'Type of policy')).toBe('Comprehensive (CASCO) insurance');
    expect(valueOf('Circumstances of the incident', 'Cause of the incident')).toBe('Accident while driving');
  });

  it('lists the attachments by type and file name, each opening in a new tab', () => {
    renderScreen(SummaryScreen, props());
    const photos = within(section('Prílohy')).getByRole('link', { name: /predok-auta\.jpg/ });
    expect(photos.getAttribute('href')).toBe('/v1/incident-report/report-1/view-attachment/att-1');
    expect(photos.getAttribute('target')).toBe('_blank');
    expect(photos.getAttribute('rel')).toContain('noopener');
    expect(photos.closest('div')?.querySelector('dt')?.textContent).toBe('Fotodokumentácia');
    const police = within(section('Prílohy')).getByRole('link', { name: /sprava-policie\.pdf/ });
    expect(police.closest('div')?.querySelector('dt')?.textContent).toBe('Správa polície');
  });

  it('marks the rendered summary as the archive copy (data-summary-document), without the form', () => {
    renderScreen(SummaryScreen, props());
    const archived = document.querySelector('[data-summary-document]')!;
    expect(archived.textContent).toContain('Ján Novák');
    expect(archived.contains(declarationBox())).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(SummaryScreen, props());
    expect(await violations(container)).toEqual([]);
  });
});

describe('/summary: the operator only in portals', () => {
  const smpOperator: ScreenProps['operator'] = {
    portal: 'SMP',
    verified: true,
    firstName: 'Peter',
    lastName: 'Horváth',
    login: 'phorvath',
    email: 'phorvath@smp.example.sk',
  };

  it('WEB: no operator section, even with operator data', () => {
    renderScreen(SummaryScreen, props({ operator: smpOperator }));
    expect(screen.queryByRole('heading', { name: 'Operátor portálu' })).toBeNull();
  });

  it('SMP: the operator from get-operator-data, after the aggrieved party', () => {
    renderScreen(SummaryScreen, props({ context: 'SMP', operator: smpOperator }));
    expect(sectionTitles().slice(0, 5)).toEqual(['Ohlasovateľ', 'Poistený', 'Poškodený', 'Operátor portálu', 'Miesto a čas udalosti']);
    expect(valueOf('Operátor portálu', 'Meno a priezvisko')).toBe('Peter Horváth');
    expect(valueOf('Operátor portálu', 'Identifikácia operátora')).toBe('phorvath');
    expect(valueOf('Operátor portálu', 'E-mail')).toBe('phorvath@smp.example.sk');
  });

  it('KZ: the operator the server recorded on a loaded report (its code, never a birth number: D28)', () => {
    const report = {
      ...richReport,
      parties: { ...richReport.parties, operator: { firstName: 'Jana', lastName: 'Molnárová', identificationNumber: 'KZ001' } },
    };
    renderScreen(SummaryScreen, props({ context: 'KZ', report }));
    expect(valueOf('Operátor portálu', 'Meno a priezvisko')).toBe('Jana Molnárová');
    expect(valueOf('Operátor portálu', 'Identifikácia operátora')).toBe('KZ001');
  });

  it('KZ: before the report is loaded, the operator from get-operator-data with the entry’s operator code', () => {
    const kzOperator = {
      portal: 'KZ' as const,
      firstName: 'Jana',
      lastName: 'Molnárová',
      partyType: 'PERSON' as const,
      email: 'jana@kz.example.sk',
    };
    const portal = { portal: 'KZ' as const, operatorCode: 'KZ001', policyId: null, insurance: null, licensePlate: null };
    renderScreen(SummaryScreen, props({ context: 'KZ', operator: kzOperator, portal }));
    expect(valueOf('Operátor portálu', 'Meno a priezvisko')).toBe('Jana Molnárová');
    expect(valueOf('Operátor portálu', 'Identifikácia operátora')).toBe('KZ001');
  });
});

describe('/summary: the declaration and sending', () => {
  it('refuses to send without the declaration: error summary, focus on the checkbox, no SUMMARY.SAVE', async () => {
    const user = userEvent.setup();
    const testProps = props();
    renderScreen(SummaryScreen, testProps);
    await user.click(saveButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: `Vyhlasujem, že všetky údaje v hlásení sú pravdivé a úplné, a súhlasím s vyhlásením ohlasovateľa – ${text(messages.required)}`,
      }),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(declarationBox()));
    expect(testProps.send).not.toHaveBeenCalled();
  });

  it('sends SUMMARY.SAVE once the declaration is ticked', async () => {
    const user = userEvent.setup();
    const testProps = props();
    renderScreen(SummaryScreen, testProps);
    await user.click(declarationBox());
    await user.click(saveButton());
    await waitFor(() => expect(testProps.send).toHaveBeenCalledWith({ type: 'SUMMARY.SAVE' }));
    expect(testProps.send).toHaveBeenCalledTimes(1);
    expect(testProps.submit).not.toHaveBeenCalled();
  });

  it('disables the button while saving', () => {
    renderScreen(SummaryScreen, props({ busy: true }));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('opens the full declaration in a modal dialog, keeps focus inside, and returns it on Esc', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(SummaryScreen, props());
    const link = screen.getByRole('button', { name: 'Prečítať celé vyhlásenie' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Vyhlásenie ohlasovateľa' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { level: 2 }));
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Pravdivosť a úplnosť údajov', 'Oprávnenie nahliadať do spisov', 'Spracúvanie osobných údajov']);
    expect(dialog.textContent).toContain('§ 223 Trestného zákona');
    expect(await violations(container)).toEqual([]);
    // Tab and Shift+Tab stay in the dialog; the first stop is the close button at its top.
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Zavrieť vyhlásenie' }));
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
    // Opening the declaration neither ticks the box nor sends anything.
    expect(declarationBox().checked).toBe(false);
  });

  it.each(['Zavrieť vyhlásenie', 'Zavrieť'])('closes the dialog with its button "%s", focus back on the link', async (name) => {
    const user = userEvent.setup();
    renderScreen(SummaryScreen, props());
    const link = screen.getByRole('button', { name: 'Prečítať celé vyhlásenie' });
    await user.click(link);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });
});

describe('/summary: errors', () => {
  it("'save': the danger banner with what to do, focused; the form stays", () => {
    renderScreen(SummaryScreen, props({ error: { kind: 'save', message: 'not completed' } }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Pri ukladaní hlásenia nastala chyba' })).toBeTruthy();
    expect(alert.textContent).toContain('stlačte Odoslať hlásenie ešte raz');
    expect(alert.textContent).toContain('stlačte Ukončiť v hlavičke stránky');
    // The debug message is not shown to the reporter.
    expect(alert.textContent).not.toContain('not completed');
    expect(document.activeElement).toBe(alert.parentElement);
    expect(saveButton()).toBeTruthy();
  });

  it("'save' in a portal: no advice to use Exit (the header is hidden there)", () => {
    renderScreen(SummaryScreen, props({ context: 'SMP', error: { kind: 'save' } }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Pri ukladaní hlásenia nastala chyba');
    expect(alert.textContent).not.toContain('Ukončiť');
  });

  it("'attachmentsSave': a notice that the attachments step was not saved", () => {
    renderScreen(SummaryScreen, props({ error: { kind: 'attachmentsSave' } }));
    expect(screen.getByText('Prílohy sa nepodarilo uložiť')).toBeTruthy();
    expect(screen.getByText(/uložíme spolu s hlásením, keď ho odošlete/)).toBeTruthy();
    expect(screen.queryByText('Pri ukladaní hlásenia nastala chyba')).toBeNull();
  });

  it('no error: no banner', () => {
    renderScreen(SummaryScreen, props());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/summary: "Zmeniť" of each block (D24)', () => {
  const WAY = [
    'incident-scope',
    'general-info',
    'policy-type',
    'reporter-details',
    'incident-map',
    'incident-details',
    'responsible-party-details',
    'co-responsible-party-details',
    'incident-resolve-type',
    'car-repair-map',
    'force-payout-to-aggrieved',
    'incident-inspection-address',
    'other-damage',
    'other-damage-vehicle',
    'other-damage-property',
    'other-damage-health',
    'additional-attachments',
  ];

  it('every block answered on the way here has a "Zmeniť" button whose name says the block; a press opens its screen', async () => {
    const shown = props({ visitedScreens: WAY });
    renderScreen(SummaryScreen, shown);
    for (const title of WEB_SECTIONS) {
      expect(within(section(title)).getByRole('button', { name: `Zmeniť údaje v časti ${title}` })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Zmeniť údaje v časti Ohlasovateľ' }));
    expect(shown.send).toHaveBeenLastCalledWith({ type: 'SUMMARY.CHANGE', screen: 'reporter-details' });
    await userEvent.click(screen.getByRole('button', { name: 'Zmeniť údaje v časti Poškodené vozidlo 2' }));
    expect(shown.send).toHaveBeenLastCalledWith({ type: 'SUMMARY.CHANGE', screen: 'other-damage-vehicle' });
    await userEvent.click(screen.getByRole('button', { name: 'Zmeniť údaje v časti Bankový účet na výplatu' }));
    // No /additional-bank on this way: the forced payout screen holds the account.
    expect(shown.send).toHaveBeenLastCalledWith({ type: 'SUMMARY.CHANGE', screen: 'force-payout-to-aggrieved' });
    expect(await violations(document.body)).toEqual([]);
  });

  it('a row asked on another screen than its block has its own "Zmeniť": the date opens /general-info, the place the map', async () => {
    const shown = props({ visitedScreens: WAY });
    renderScreen(SummaryScreen, shown);
    const place = section('Miesto a čas udalosti');
    await userEvent.click(within(place).getByRole('button', { name: 'Zmeniť údaje v časti Miesto a čas udalosti' }));
    expect(shown.send).toHaveBeenLastCalledWith({ type: 'SUMMARY.CHANGE', screen: 'incident-map' });
    const date = within(place).getByRole('button', { name: /^Zmeniť údaj Dátum/ });
    await userEvent.click(date);
    expect(shown.send).toHaveBeenLastCalledWith({ type: 'SUMMARY.CHANGE', screen: 'general-info' });
    // The policy type was chosen on /policy-type, the plate on /general-info (the block's screen).
    await userEvent.click(within(section('Poistenie a vozidlo')).getByRole('button', { name: /^Zmeniť údaj Druh poistenia/ }));
    expect(shown.send).toHaveBeenLastCalledWith({ type: 'SUMMARY.CHANGE', screen: 'policy-type' });
    expect(within(place).getAllByRole('button')).toHaveLength(2);
    expect(await violations(document.body)).toEqual([]);
  });

  it('a block whose screen the way did not pass (the portal operator’s) has none, and none while the save runs', () => {
    const { unmount } = renderScreen(
      SummaryScreen,
      props({ visitedScreens: WAY, context: 'SMP', operator: { portal: 'SMP', verified: true, firstName: 'Peter', lastName: 'Horváth' } }),
    );
    expect(within(section('Operátor portálu')).queryByRole('button')).toBeNull();
    unmount();
    renderScreen(SummaryScreen, props({ visitedScreens: WAY, busy: true }));
    expect(within(section('Ohlasovateľ')).queryByRole('button')).toBeNull();
  });
});

describe('/summary: photos still on the phone', () => {
  const kept = new File([new Uint8Array(2048)], 'bez-signalu.jpg', { type: 'image/jpeg' });
  const withWaiting = (overrides: Overrides = {}) => {
    const testProps = props(overrides);
    const drop = vi.fn(async () => undefined);
    testProps.files = {
      ...testProps.files,
      waiting: { keep: vi.fn(async () => undefined), list: async () => [{ key: 'u-1', file: kept, type: 'PHOTO_DOC' as const }], drop },
    };
    return { testProps, drop };
  };
  let online: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => online.mockRestore());

  it('says how many wait, and Send waits for them: the machine is told the count, then when the last is removed', async () => {
    const user = userEvent.setup();
    const { testProps, drop } = withWaiting();
    renderScreen(SummaryScreen, testProps);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Súbory čakajúce na nahratie: 1');
    expect(notice.textContent).toContain('bez-signalu.jpg');
    expect(notice.textContent).toContain('Hlásenie odošleme, až keď budú nahrané.');
    await user.click(declarationBox());
    await user.click(saveButton());
    await waitFor(() => expect(testProps.send).toHaveBeenCalledWith({ type: 'SUMMARY.SAVE', photosWaiting: 1 }));
    expect(notice.textContent).toContain('Hlásenie odošleme sami, hneď ako budú tieto súbory nahrané.');
    await user.click(screen.getByRole('button', { name: 'Odstrániť súbor bez-signalu.jpg' }));
    await waitFor(() => expect(testProps.send).toHaveBeenCalledWith({ type: 'PHOTOS.UP' }));
    expect(drop).toHaveBeenCalledWith('u-1');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('in English', async () => {
    const { testProps } = withWaiting();
    renderScreen(SummaryScreen, testProps, { locale: 'en' });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Files waiting to be uploaded: 1');
    expect(notice.textContent).toContain('They are kept on this phone, and we will upload them ourselves when there is a signal.');
    expect(screen.getByRole('button', { name: 'Remove file bez-signalu.jpg' })).toBeTruthy();
  });
});
