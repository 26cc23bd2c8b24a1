// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import ConfirmScreen from '../../../src/screens/confirm/ConfirmScreen.tsx';
import type { ScreenProps } from '../../../src/screens/screen-props.ts';
import { renderScreen, screenProps, type Overrides } from '../support.tsx';

// react-pdf needs a canvas and pdf.js's worker (the browser suite covers the real preview).
vi.mock('../../../src/screens/confirm/SummaryPreview.tsx', () => ({
  default: ({ url }: { url: string }) => <div data-testid="pdf-preview">{url}</div>,
}));

type Saved = NonNullable<ScreenProps['saved']>;

const saved = (overrides: Partial<Saved> = {}): Saved => ({
  isCompleted: true,
  isDuplicate: false,
  incidentReportIds: ['1000042'],
  claimIds: ['2000107'],
  results: [{ objectType: 'VEHICLE', objectLabel: 'BA111AA', claimId: '2000107', reportId: '1000042' }],
  savedAt: '2026-05-20T10:00:00.000Z',
  ...overrides,
});

const reporter = { firstName: 'Ján', lastName: 'Novák', email: 'jan@example.sk', phone: { prefix: '+421', number: '905123456' } };

function props(overrides: Overrides = {}) {
  return screenProps({
    scope: 'scope1',
    policyType: 'CASCO',
    saved: saved(),
    report: {
      parties: { reporter },
      incident: { scopesOfDamage: [{ objectId: 1 }], date: '2026-05-10', policyType: 'CASCO', resolveType: 'selfRepair' },
      attachments: [],
    },
    ...overrides,
  });
}

const resultRows = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** The next-steps table as "1. text | status" lines. */
const nextStepRows = () =>
  within(screen.getByRole('table', { name: 'Čo bude nasledovať' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' | '));

describe('/confirm: the numbers', () => {
  it('shows the incident date and, per saved object, its type and label with the claim number', () => {
    renderScreen(ConfirmScreen, props());
    expect(screen.getByText('10. 5. 2026').closest('p')?.textContent).toBe('Dátum udalosti: 10. 5. 2026');
    expect(resultRows()).toEqual(['Vozidlo BA111AA – Číslo poistnej udalosti: 2000107']);
  });

  it('falls back to the report number, then "number not assigned yet"; a vehicle without a plate says so', () => {
    renderScreen(
      ConfirmScreen,
      props({
        saved: saved({
          results: [
            { objectType: 'VEHICLE', objectLabel: null, claimId: '2000108', reportId: '1000042' },
            { objectType: 'PROPERTY', objectLabel: null, claimId: null, reportId: '1000042' },
            { objectType: 'HEALTH', objectLabel: null, claimId: null, reportId: null },
          ],
        }),
      }),
    );
    expect(resultRows()).toEqual([
      'Vozidlo Bez EČV – Číslo poistnej udalosti: 2000108',
      'Majetok – Číslo hlásenia: 1000042',
      'Zdravie – Číslo zatiaľ nebolo pridelené',
    ]);
  });

  it('in English, the labels of the summary table', () => {
    renderScreen(ConfirmScreen, props(), { locale: 'en' });
    expect(resultRows()).toEqual(['Vehicle BA111AA – Claim number: 2000107']);
  });

  it('without any result: the report number, else not assigned', () => {
    renderScreen(ConfirmScreen, props({ saved: saved({ results: [], claimIds: [] }) }));
    expect(resultRows()).toEqual(['Číslo hlásenia: 1000042']);
    cleanup();
    renderScreen(ConfirmScreen, props({ saved: null }));
    expect(resultRows()).toEqual(['Číslo zatiaľ nebolo pridelené']);
  });
});

describe('/confirm: what the reporter is told', () => {
  it('a saved report: we will be in touch, the summary went to the e-mail, the contacts; download and preview', () => {
    renderScreen(ConfirmScreen, props());
    expect(screen.getByText('Čoskoro vás budeme kontaktovať.')).toBeTruthy();
    expect(screen.getByText('Súhrn hlásenia sme poslali na e-mail jan@example.sk.')).toBeTruthy();
    expect(screen.queryByText(/Túto udalosť sme už mali nahlásenú/)).toBeNull();
    const contacts = screen.getByRole('heading', { name: 'Vaše kontaktné údaje' }).nextElementSibling!;
    expect([...contacts.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual([
      'E-mail',
      'jan@example.sk',
      'Telefón',
      '+421 905 123 456',
    ]);
    const download = screen.getByRole('link', { name: 'Stiahnuť súhrn (PDF)' });
    expect(download.getAttribute('href')).toBe('/v1/incident-report/report-1/summary.pdf?locale=sk');
    expect(download.getAttribute('target')).toBe('_blank');
    return screen.findByTestId('pdf-preview');
  });

  it('no e-mail: the summary can be downloaded; only the phone is listed', () => {
    renderScreen(
      ConfirmScreen,
      props({ report: { parties: { reporter: { ...reporter, email: null } }, incident: { date: '2026-05-10' }, attachments: [] } }),
    );
    expect(screen.getByText('Súhrn hlásenia si môžete stiahnuť nižšie.')).toBeTruthy();
    const contacts = screen.getByRole('heading', { name: 'Vaše kontaktné údaje' }).nextElementSibling!;
    expect([...contacts.querySelectorAll('dt, dd')].map((cell) => cell.textContent)).toEqual(['Telefón', '+421 905 123 456']);
  });

  describe('a duplicate', () => {
    // The earlier report chose a contracted shop; this one's answers say "I repair it myself": the
    // page tells the earlier report's course, which is the one that goes on.
    const duplicate = saved({
      isDuplicate: true,
      savedAt: '2026-05-21T08:00:00.000Z',
      duplicateOf: {
        savedAt: '2026-05-20T10:00:00.000Z',
        nextSteps: [
          { id: 'reported', done: true },
          { id: 'serviceContact', done: false },
        ],
        serviceName: 'Autoservis Sever',
      },
    });

    it('says which earlier report it repeats, by number and date, and that nothing of it was added', () => {
      renderScreen(ConfirmScreen, props({ saved: duplicate }));
      const notice = screen.getByRole('region', { name: 'Táto udalosť už bola nahlásená' });
      expect(notice.textContent).toContain(
        'Udalosť z 10. 5. 2026 s tým istým vozidlom alebo poistnou zmluvou sme prijali už 20. 5. 2026 12:00 v hlásení č. 1000042.',
      );
      expect(notice.textContent).toContain(
        'Odpovede z tohto hlásenia sme k pôvodnému nepridali a nové čísla ani poistné udalosti sme nezaložili.',
      );
      expect(within(notice).getByRole('link', { name: '0800 123 456' }).getAttribute('href')).toBe('tel:+421800123456');
      // The numbers are the earlier report's, and said to be.
      expect(screen.getByRole('heading', { name: 'Čísla pôvodného hlásenia' })).toBeTruthy();
      expect(resultRows()).toEqual(['Vozidlo BA111AA – Číslo poistnej udalosti: 2000107']);
      expect(screen.queryByText(/Súhrn hlásenia sme poslali/)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Stiahnuť súhrn (PDF)' })).toBeNull();
      expect(screen.queryByTestId('pdf-preview')).toBeNull();
    });

    it("lists the earlier report's next steps, not those this report's answers would give", () => {
      renderScreen(ConfirmScreen, props({ saved: duplicate }));
      expect(nextStepRows()).toEqual([
        '1. | Hlásenie škody je odoslané. | ✓ Hotovo',
        '2. | Zmluvný servis Autoservis Sever sa ozve a dohodne termín obhliadky a opravy. | Nasleduje',
      ]);
    });

    it('in English', async () => {
      renderScreen(ConfirmScreen, props({ saved: duplicate }), { locale: 'en' });
      const notice = await screen.findByRole('region', { name: 'This incident has already been reported' });
      expect(notice.textContent).toContain(
        'The incident of 10 May 2026 with the same vehicle or policy was already reported on 20 May 2026 12:00, in report no. 1000042.',
      );
      expect(notice.textContent).toContain('To add to or correct the original report, call the claims line 0800 123 456.');
      expect(screen.getByRole('heading', { name: 'Numbers of the original report' })).toBeTruthy();
    });

    it('is accessible (axe)', async () => {
      const { container } = renderScreen(ConfirmScreen, props({ saved: duplicate }));
      const result = await axe.run(container, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(result.violations.map((violation) => violation.id)).toEqual([]);
    });
  });

  it('"documents attached" only when there are attachments', () => {
    renderScreen(ConfirmScreen, props());
    expect(screen.queryByText('Priložené dokumenty sme k hláseniu pripojili.')).toBeNull();
    cleanup();
    const withFile = props();
    withFile.report.attachments = [{ id: 'a1', type: 'PHOTO_DOC', clientName: 'foto.jpg', size: 1, contentType: 'image/jpeg' }];
    renderScreen(ConfirmScreen, withFile);
    expect(screen.getByText('Priložené dokumenty sme k hláseniu pripojili.')).toBeTruthy();
  });

  it('SMP: the client is contacted, the contacts are the client’s', () => {
    renderScreen(ConfirmScreen, props({ context: 'SMP' }));
    expect(screen.getByText('Klienta budeme čoskoro kontaktovať.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kontaktné údaje klienta' })).toBeTruthy();
  });
});

describe('/confirm: the numbered next steps', () => {
  it('scope1 CASCO, self repair: the first step done, the rest to come', () => {
    renderScreen(ConfirmScreen, props());
    expect(nextStepRows()).toEqual([
      '1. | Hlásenie škody je odoslané. | ✓ Hotovo',
      '2. | Ozveme sa a dohodneme obhliadku vozidla. | Nasleduje',
      '3. | Škodu posúdime a o výsledku budeme informovať. | Nasleduje',
      '4. | Poistné plnenie vyplatíme na bankový účet uvedený v hlásení. | Nasleduje',
    ]);
  });

  it('scope12 CASCO with a chosen shop paid directly: the first two done, the shop named', () => {
    renderScreen(
      ConfirmScreen,
      props({
        scope: 'scope12',
        report: {
          parties: { reporter },
          incident: {
            scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }],
            date: '2026-05-10',
            policyType: 'CASCO',
            resolveType: 'toService',
            carRepairService: { objId: 's1', companyName: 'Autoservis Senec' },
            forcePayoutToAggrieved: false,
          },
          attachments: [],
        },
      }),
    );
    expect(nextStepRows()).toEqual([
      '1. | Poškodenie vozidla je nahlásené z havarijného poistenia. | ✓ Hotovo',
      '2. | Škoda, ktorú vozidlo spôsobilo iným, je nahlásená z povinného zmluvného poistenia. | ✓ Hotovo',
      '3. | Spojíme sa s poškodenými a ich škody posúdime z povinného zmluvného poistenia vozidla. | Nasleduje',
      '4. | Zmluvný servis Autoservis Senec sa ozve a dohodne termín obhliadky a opravy. | Nasleduje',
      '5. | Servis vozidlo obhliadne, rozsah opravy dohodne s nami a vozidlo opraví. | Nasleduje',
      '6. | Opravu uhradíme priamo servisu. Servisu sa doplatí iba spoluúčasť podľa poistnej zmluvy. | Nasleduje',
    ]);
  });

  it('scope3 with an unverified responsible party: its insurance is checked first', () => {
    renderScreen(
      ConfirmScreen,
      props({
        scope: 'scope3',
        policyType: 'PZP',
        report: {
          parties: { reporter, otherResponsibleParty: { licensePlate: 'TN000XX', licensePlateIsVerified: false } },
          incident: { scopesOfDamage: [{ objectId: 3 }], date: '2026-05-10', policyType: 'PZP' },
          attachments: [],
        },
      }),
    );
    expect(nextStepRows()).toEqual([
      '1. | Hlásenie škody je odoslané. | ✓ Hotovo',
      '2. | Overíme poistenie vozidla, ktoré škodu spôsobilo. Ak nie je poistené u nás, oznámime, kde si treba škodu uplatniť. | Nasleduje',
      '3. | Škodu posúdime a o výsledku budeme informovať. | Nasleduje',
      '4. | Poistné plnenie vyplatíme na bankový účet uvedený v hlásení. | Nasleduje',
    ]);
  });

  it('the table has a caption and column headers', () => {
    renderScreen(ConfirmScreen, props());
    const table = screen.getByRole('table', { name: 'Čo bude nasledovať' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Krok', 'Čo sa stane', 'Stav']);
  });
});

describe('/confirm: the buttons', () => {
  it('WEB: Exit sends EXIT', async () => {
    const user = userEvent.setup();
    const testProps = props();
    renderScreen(ConfirmScreen, testProps);
    await user.click(screen.getByRole('button', { name: 'Ukončiť' }));
    expect(testProps.send).toHaveBeenCalledWith({ type: 'EXIT' });
  });

  it.each(['SMP', 'KZ'] as const)('%s: no Exit; the download stays', (context) => {
    renderScreen(ConfirmScreen, props({ context }));
    expect(screen.queryByRole('button', { name: 'Ukončiť' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Stiahnuť súhrn (PDF)' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(ConfirmScreen, props());
    await screen.findByTestId('pdf-preview');
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
