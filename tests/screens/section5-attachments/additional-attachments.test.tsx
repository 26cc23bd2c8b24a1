// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../../../src/domain/report.ts';
import { messages, withValues } from '../../../src/domain/validation/messages.ts';
import AdditionalAttachmentsScreen from '../../../src/screens/additional-attachments/AdditionalAttachmentsScreen.tsx';
import type { AttachmentType, ScreenProps } from '../../../src/screens/screen-props.ts';
import { renderScreen, screenProps, text, type Overrides, continueButton } from '../support.tsx';

const MB = 1024 * 1024;
const FORMATS = 'JPG, JPEG, PNG, HEIC, HEIF, MP4, DOC, DOCX, PDF, ZIP, RAR';

// A browser's "All files" choice lets any file through the picker; the screen must check it itself.
const setup = () => userEvent.setup({ applyAccept: false });

const fileInput = () => screen.getByLabelText('Vybrať súbory') as HTMLInputElement;
const cameraInput = () => screen.getByLabelText('Odfotiť') as HTMLInputElement;
/** The document type of the row of `fileName` (pick first, then the type, per row). */
const typeSelect = (fileName: string) => screen.getByRole('combobox', { name: `Typ dokumentu ${fileName}` }) as HTMLSelectElement;
const rowOf = (fileName: string) => within(list()).getByText(fileName).closest('li')!;
const list = () => screen.getByRole('list', { name: 'Priložené súbory' });
/** Each row as name, size, status and type. */
const rows = () =>
  within(list())
    .getAllByRole('listitem')
    .map((row) =>
      ['.attachment-row__name', '.attachment-row__size', '.attachment-row__status']
        .map((selector) => row.querySelector(selector)?.textContent)
        .concat((row.querySelector('select') as HTMLSelectElement).value)
        .join(' | '),
    );
/** The titles of the boxes, as their close buttons name them. */
const noticeTitles = () =>
  screen
    .queryAllByRole('button', { name: /^Zavrieť oznámenie: / })
    .map((button) => button.textContent!.replace(/^×Zavrieť oznámenie: /, ''));

function fileOf(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** An upload that answers as the server does: the attachment with a new id. */
function serverUpload(): ScreenProps['files']['upload'] {
  let next = 0;
  return vi.fn(async (file: File, type: AttachmentType) => {
    next += 1;
    return { id: `new-${next}`, type, clientName: file.name, size: file.size, contentType: file.type || 'application/octet-stream' };
  });
}

const apiError = (status: number, code: string, message: string) => Object.assign(new Error(message), { status, code });

const STORED: Attachment = { id: 'att-1', type: 'PHOTO_DOC', clientName: 'predok.jpg', size: 1.5 * MB, contentType: 'image/jpeg' };

function props(overrides: Overrides & { incident?: ScreenProps['report']['incident']; attachments?: Attachment[] } = {}) {
  const { incident, attachments, ...rest } = overrides;
  return screenProps({
    scope: 'scope1',
    policyType: 'CASCO',
    report: { parties: {}, incident: { scopesOfDamage: [{ objectId: 1 }], ...incident }, attachments: attachments ?? [] },
    ...rest,
  });
}

describe('/additional-attachments: the boxes', () => {
  // The table of src/domain/attachment-notices.ts, as the user sees it.
  const CASES: Array<[string, Overrides & { incident?: ScreenProps['report']['incident'] }, string[]]> = [
    [
      'only photos when nothing else applies',
      { scope: 'scope2', incident: { scopesOfDamage: [{ objectId: 2 }] } },
      ['Fotografie poškodenia'],
    ],
    [
      'theft: police report, purchase document and bank approval',
      {
        incident: { reason: { id: '1_THEFT_ENTIRE', label: { sk: 'Krádež', en: 'Theft' } }, specificAnswers: { policeInvestigated: true } },
      },
      ['Fotografie poškodenia', 'Správa polície', 'Doklad o kúpe vozidla', 'Súhlas banky alebo leasingovej spoločnosti'],
    ],
    [
      'vandalism: police report',
      { incident: { reason: { id: '1_VANDALISM', label: { sk: 'Vandalizmus', en: 'Vandalism' } } } },
      ['Fotografie poškodenia', 'Správa polície'],
    ],
    [
      'fire with the fire brigade: fire brigade report',
      {
        incident: {
          reason: { id: '1_FIRE', label: { sk: 'Požiar', en: 'Fire' } },
          specificAnswers: { fireBrigadeCalled: true, policeInvestigated: false },
        },
      },
      ['Fotografie poškodenia', 'Správa hasičov'],
    ],
    [
      'joint accident report written',
      {
        scope: 'scope12',
        incident: { scopesOfDamage: [{ objectId: 1 }, { objectId: 2 }], specificAnswers: { accidentReportWritten: true } },
      },
      ['Fotografie poškodenia', 'Záznam o dopravnej nehode'],
    ],
    [
      'self repair: repair documents and bank approval',
      { incident: { resolveType: 'selfRepair' } },
      ['Fotografie poškodenia', 'Doklady o oprave', 'Súhlas banky alebo leasingovej spoločnosti'],
    ],
    [
      'a non-contracted repair shop: service documents',
      { incident: { resolveType: 'toService', carRepairService: null } },
      ['Fotografie poškodenia', 'Doklady zo servisu'],
    ],
    [
      'assistance services called',
      { incident: { specificAnswers: { assistanceServicesCalled: true } } },
      ['Fotografie poškodenia', 'Faktúra za asistenčné služby'],
    ],
    [
      'my property damaged',
      { scope: 'scope3', incident: { scopesOfDamage: [{ objectId: 3 }] } },
      ['Fotografie poškodenia', 'Poškodený majetok'],
    ],
  ];

  it.each(CASES)('%s', (_name, overrides, expected) => {
    renderScreen(AdditionalAttachmentsScreen, props(overrides));
    expect(noticeTitles()).toEqual(expected);
  });

  it('a box names the document type to choose', () => {
    renderScreen(AdditionalAttachmentsScreen, props({ incident: { resolveType: 'selfRepair' } }));
    expect(screen.getByText('Typ dokumentu pri nahrávaní: Doklad o oprave, Doklad o zaplatení')).toBeTruthy();
  });

  it('a box can be closed; the others stay', async () => {
    const user = setup();
    renderScreen(
      AdditionalAttachmentsScreen,
      props({ incident: { reason: { id: '1_VANDALISM', label: { sk: 'Vandalizmus', en: 'Vandalism' } } } }),
    );
    await user.click(screen.getByRole('button', { name: 'Zavrieť oznámenie: Správa polície' }));
    expect(noticeTitles()).toEqual(['Fotografie poškodenia']);
    expect(screen.queryByText(/potvrdenie o nahlásení udalosti na polícii/)).toBeNull();
  });
});

describe('/additional-attachments: the upload widget', () => {
  it('offers the camera and the gallery (several files at once); each row offers the ten document types, a photo as photo documentation', async () => {
    const user = setup();
    renderScreen(AdditionalAttachmentsScreen, props({ files: { upload: serverUpload() } }));
    expect(cameraInput().getAttribute('capture')).toBe('environment');
    expect(cameraInput().accept).toBe('image/*');
    expect(fileInput().multiple).toBe(true);
    expect(fileInput().accept).toContain('.heic');
    expect(fileInput().accept).toContain('image/jpeg');
    await user.upload(fileInput(), fileOf('a.jpg', MB, 'image/jpeg'));
    const options = within(typeSelect('a.jpg'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Fotodokumentácia',
      'Záznam o dopravnej nehode',
      'Doklad o oprave',
      'Servisný doklad',
      'Doklad o zaplatení',
      'Súhlas banky',
      'Správa hasičov',
      'Správa polície',
      'Znalecký posudok',
      'Doklad o kúpe',
    ]);
    expect(typeSelect('a.jpg').value).toBe('PHOTO_DOC');
  });

  it('the type comes from the file: photos and videos are photo documentation, a document the first one the boxes ask for', async () => {
    const user = setup();
    const upload = serverUpload();
    const theft = { reason: { id: '1_THEFT_ENTIRE', label: { sk: 'Krádež', en: 'Theft' } }, specificAnswers: { policeInvestigated: true } };
    renderScreen(AdditionalAttachmentsScreen, props({ files: { upload }, incident: theft }));
    await user.upload(fileInput(), [fileOf('a.jpg', MB, 'image/jpeg'), fileOf('b.mp4', 2 * MB, 'video/mp4'), fileOf('c.pdf', MB, '')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(3));
    expect(vi.mocked(upload).mock.calls.map(([file, type]) => [file.name, type])).toEqual([
      ['a.jpg', 'PHOTO_DOC'],
      ['b.mp4', 'PHOTO_DOC'],
      ['c.pdf', 'POLICE_REPORT'],
    ]);
  });

  it('shows a row with its progress and its retries, then the file with its type (changed meanwhile), name, size and a view link', async () => {
    const user = setup();
    let finish: (attachment: Attachment) => void = () => undefined;
    let callbacks: Parameters<ScreenProps['files']['upload']>[2] = {};
    const upload = vi.fn<ScreenProps['files']['upload']>((_file, _type, options) => {
      callbacks = options ?? {};
      return new Promise<Attachment>((resolve) => (finish = resolve));
    });
    const p = props({ files: { upload } });
    renderScreen(AdditionalAttachmentsScreen, p);
    const file = fileOf('zapisnica.pdf', 250 * 1024, 'application/pdf');
    await user.upload(fileInput(), file);
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file, 'PHOTO_DOC', expect.anything()));
    expect(rows()).toEqual(['zapisnica.pdf | 250 kB | Nahráva sa: 0 % | PHOTO_DOC']);

    act(() => callbacks?.onProgress?.(125 * 1024, 250 * 1024));
    expect(rows()).toEqual(['zapisnica.pdf | 250 kB | Nahráva sa: 50 % | PHOTO_DOC']);
    expect(within(rowOf('zapisnica.pdf')).getByRole('progressbar').getAttribute('value')).toBe('50');
    act(() => callbacks?.onRetry?.(2, 4));
    expect(rows()).toEqual(['zapisnica.pdf | 250 kB | Spojenie sa prerušilo. Skúšame to znova (pokus 2 z 4) … | PHOTO_DOC']);
    await user.selectOptions(typeSelect('zapisnica.pdf'), 'Správa polície');

    act(() => finish({ id: 'att-9', type: 'PHOTO_DOC', clientName: 'zapisnica.pdf', size: 250 * 1024, contentType: 'application/pdf' }));
    await waitFor(() => expect(rows()).toEqual(['zapisnica.pdf | 250 kB | Nahrané | POLICE_REPORT']));
    const row = rowOf('zapisnica.pdf');
    expect(within(row).queryByRole('progressbar')).toBeNull();
    expect(row.querySelector('.attachment-row__icon')?.textContent).toBe('PDF');
    const view = within(row).getByRole('link', { name: 'Zobraziť súbor zapisnica.pdf (otvorí sa v novom okne)' });
    expect(view.getAttribute('href')).toBe('/v1/incident-report/report-1/view-attachment/att-9');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Súbor zapisnica.pdf sme priložili.')).toBeTruthy();
    // The machine keeps the list at once (with the row's type), so going Back does not lose the file.
    await waitFor(() =>
      expect(p.send).toHaveBeenLastCalledWith({
        type: 'ATTACHMENTS.CHANGED',
        attachments: [
          { id: 'att-9', type: 'POLICE_REPORT', clientName: 'zapisnica.pdf', size: 250 * 1024, contentType: 'application/pdf' },
        ],
      }),
    );
  });

  it('a file on its way can be cancelled: its upload is aborted and its row goes', async () => {
    const user = setup();
    let signal: AbortSignal | undefined;
    const upload = vi.fn<ScreenProps['files']['upload']>((_file, _type, options) => {
      signal = options?.signal;
      return new Promise<Attachment>(() => undefined);
    });
    renderScreen(AdditionalAttachmentsScreen, props({ files: { upload } }));
    await user.upload(fileInput(), fileOf('video.mp4', 10 * MB, 'video/mp4'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Zrušiť nahrávanie súboru video.mp4' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.getByText('Zatiaľ ste nepriložili žiadny súbor.')).toBeTruthy();
  });

  it('refuses a .exe before uploading, naming the file', async () => {
    const user = setup();
    const p = props({ files: { upload: serverUpload() } });
    renderScreen(AdditionalAttachmentsScreen, p);
    await user.upload(fileInput(), fileOf('setup.exe', 40 * 1024, 'application/x-msdownload'));
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText(`Súbor setup.exe nemôžeme priložiť: tento typ súboru nepodporujeme. Priložiť môžete súbory ${FORMATS}.`),
    ).toBeTruthy();
    expect(p.files.upload).not.toHaveBeenCalled();
    expect(screen.getByText('Zatiaľ ste nepriložili žiadny súbor.')).toBeTruthy();
  });

  it('refuses a 16 MB file before uploading, naming the file; the acceptable ones of the same choice go up', async () => {
    const user = setup();
    const p = props({ files: { upload: serverUpload() } });
    renderScreen(AdditionalAttachmentsScreen, p);
    await user.upload(fileInput(), [fileOf('video.mp4', 16 * MB, 'video/mp4'), fileOf('ok.png', MB, 'image/png')]);
    expect(
      within(screen.getByRole('alert')).getByText(
        'Súbor video.mp4 je väčší ako 15 MB, preto ho nemôžeme priložiť. Zmenšite ho (fotografiu napríklad uložte v nižšom rozlíšení) alebo ho rozdeľte na viac súborov.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(within(list()).getByText('ok.png')).toBeTruthy());
    expect(p.files.upload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(p.files.upload).mock.calls[0]![0].name).toBe('ok.png');
  });

  it('says what the server refused: 415 and 413, without a retry', async () => {
    const user = setup();
    const upload = vi.fn(async (file: File) => {
      if (file.name === 'fotka.jpg') throw apiError(415, 'FILE_NAME_MISMATCH', "The file's content (png) does not match its name.");
      throw apiError(413, 'FILE_TOO_LARGE', 'The file is larger than 15 MB.');
    });
    renderScreen(AdditionalAttachmentsScreen, props({ files: { upload } }));
    await user.upload(fileInput(), [fileOf('fotka.jpg', MB, 'image/jpeg'), fileOf('dlhe.mp4', 14 * MB, 'video/mp4')]);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(alert).getByText(
        `Súbor fotka.jpg sme neprijali: jeho obsah nie je podporovaný typ súboru alebo nezodpovedá prípone v názve. Priložiť môžete súbory ${FORMATS}.`,
      ),
    ).toBeTruthy();
    expect(within(alert).getByText('Súbor dlhe.mp4 sme neprijali, pretože je väčší ako 15 MB.')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: /Skúsiť znova/ })).toBeNull();
    expect(screen.getByText('Zatiaľ ste nepriložili žiadny súbor.')).toBeTruthy();
  });

  it('refuses files beyond 30 on the report (docs/decisions.md "Attachments") before uploading', async () => {
    const user = setup();
    const stored = Array.from({ length: 29 }, (_, index): Attachment => ({
      ...STORED,
      id: `att-${index}`,
      clientName: `foto-${index}.jpg`,
    }));
    const p = props({ files: { upload: serverUpload() }, attachments: stored });
    renderScreen(AdditionalAttachmentsScreen, p);
    await user.upload(fileInput(), [fileOf('posledna.jpg', MB, 'image/jpeg'), fileOf('navyse.jpg', MB, 'image/jpeg')]);
    expect(
      within(screen.getByRole('alert')).getByText('Súbor navyse.jpg sme nepriložili: k hláseniu môžete priložiť najviac 30 súborov.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(30));
    await waitFor(() => expect(p.files.upload).toHaveBeenCalledTimes(1));
  });

  it("refuses a file beyond the report's 150 MB before uploading, and says so when the server refuses one (409 ATTACHMENT_QUOTA_REACHED)", async () => {
    const user = setup();
    // 9 files of 15 MB and one of 14 MB stored: 1 MB of room.
    const stored = Array.from({ length: 10 }, (_, index): Attachment => ({
      ...STORED,
      id: `att-${index}`,
      clientName: `video-${index}.mp4`,
      size: (index === 9 ? 14 : 15) * MB,
    }));
    const upload = vi
      .fn<ScreenProps['files']['upload']>()
      .mockRejectedValue(apiError(409, 'ATTACHMENT_QUOTA_REACHED', 'The attachments of one report can take at most 150 MB in all.'));
    renderScreen(AdditionalAttachmentsScreen, props({ files: { upload }, attachments: stored }));
    await user.upload(fileInput(), [fileOf('posledna.jpg', MB, 'image/jpeg'), fileOf('navyse.jpg', 2 * MB, 'image/jpeg')]);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Súbor navyse.jpg sme nepriložili: prílohy jedného hlásenia môžu mať spolu najviac 150 MB a tento sa k nim už nezmestí.',
      ),
    ).toBeTruthy();
    // posledna.jpg fitted here and went; the server (another device's upload took the room) refused it.
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(
        within(alert).getByText(
          'Súbor posledna.jpg sme nepriložili: prílohy jedného hlásenia môžu mať spolu najviac 150 MB a tento sa k nim už nezmestí.',
        ),
      ).toBeTruthy(),
    );
    expect(within(alert).queryByRole('button', { name: /Skúsiť znova/ })).toBeNull();
  });

  it("a network failure (after the upload's own tries) says so and the file can be tried again, as the type its row had", async () => {
    const user = setup();
    const upload = vi
      .fn<ScreenProps['files']['upload']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async (file, type) => ({ id: 'att-2', type, clientName: file.name, size: file.size, contentType: 'image/jpeg' }));
    renderScreen(AdditionalAttachmentsScreen, props({ files: { upload } }));
    const file = fileOf('fotka.jpg', MB, 'image/jpeg');
    await user.upload(fileInput(), file);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'Súbor fotka.jpg sa nepodarilo nahrať ani na niekoľko pokusov, pretože sa prerušilo spojenie so serverom. Skontrolujte pripojenie na internet a skúste to znova.',
      ),
    ).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Skúsiť znova nahrať súbor fotka.jpg' }));
    await waitFor(() => expect(within(list()).getByText('fotka.jpg')).toBeTruthy());
    expect(upload).toHaveBeenLastCalledWith(file, 'PHOTO_DOC', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("starts from the report's attachments; a file can be removed", async () => {
    const user = setup();
    const second: Attachment = {
      id: 'att-2',
      type: 'ACCIDENT_REPORT',
      clientName: 'zaznam.pdf',
      size: 300 * 1024,
      contentType: 'application/pdf',
    };
    const p = props({ attachments: [STORED, second] });
    renderScreen(AdditionalAttachmentsScreen, p);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list()).getByText('1,5 MB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Odstrániť súbor predok.jpg' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).queryByText('predok.jpg')).toBeNull();
    expect(screen.getByText('Súbor predok.jpg sme zo zoznamu odstránili.')).toBeTruthy();
    expect(p.send).toHaveBeenLastCalledWith({ type: 'ATTACHMENTS.CHANGED', attachments: [second] });
    await user.click(continueButton());
    await waitFor(() => expect(p.submit).toHaveBeenCalledTimes(1));
    expect(p.submit.mock.calls[0]![0].attachments).toEqual([second]);
  });
});

describe('/additional-attachments: Continue', () => {
  it('sends the whole list and the additional description, exactly', async () => {
    const user = setup();
    const p = props({
      files: { upload: serverUpload() },
      attachments: [STORED],
      incident: { descriptionAdditional: 'Svedok: pán Kováč.' },
    });
    renderScreen(AdditionalAttachmentsScreen, p);
    const description = screen.getByLabelText('Chcete k hláseniu ešte niečo doplniť? (nepovinné)') as HTMLTextAreaElement;
    expect(description.value).toBe('Svedok: pán Kováč.');
    await user.upload(fileInput(), fileOf('policia.pdf', 100 * 1024, 'application/pdf'));
    await waitFor(() => expect(within(list()).getByText('policia.pdf')).toBeTruthy());
    await user.selectOptions(typeSelect('policia.pdf'), 'Správa polície');
    await user.type(description, ' Tel. 0905 123 456  ');
    await user.click(continueButton());
    await waitFor(() => expect(p.submit).toHaveBeenCalledTimes(1));
    expect(p.submit).toHaveBeenCalledWith({
      attachments: [
        { id: 'att-1', type: 'PHOTO_DOC', clientName: 'predok.jpg', size: 1.5 * MB, contentType: 'image/jpeg' },
        { id: 'new-1', type: 'POLICE_REPORT', clientName: 'policia.pdf', size: 100 * 1024, contentType: 'application/pdf' },
      ],
      incident: { descriptionAdditional: 'Svedok: pán Kováč. Tel. 0905 123 456' },
    });
  });

  it('sends an empty list and a null description when nothing was given', async () => {
    const user = setup();
    const p = props();
    renderScreen(AdditionalAttachmentsScreen, p);
    await user.click(continueButton());
    await waitFor(() => expect(p.submit).toHaveBeenCalledWith({ attachments: [], incident: { descriptionAdditional: null } }));
  });

  it('waits while a file is uploading', async () => {
    const user = setup();
    const upload = vi.fn(() => new Promise<Attachment>(() => undefined));
    const p = props({ files: { upload } });
    renderScreen(AdditionalAttachmentsScreen, p);
    await user.upload(fileInput(), fileOf('a.jpg', MB, 'image/jpeg'));
    await user.click(continueButton());
    expect(await screen.findByText('Počkajte, kým sa dokončí nahrávanie súborov, a potom stlačte Pokračovať ešte raz.')).toBeTruthy();
    expect(p.submit).not.toHaveBeenCalled();
  });

  it('refuses an additional description over 950 characters', async () => {
    const user = setup();
    const p = props({ incident: { descriptionAdditional: 'a'.repeat(951) } });
    renderScreen(AdditionalAttachmentsScreen, p);
    await user.click(continueButton());
    expect(
      within(await screen.findByRole('alert')).getByRole('link', {
        name: `Chcete k hláseniu ešte niečo doplniť? – ${text(withValues(messages.maxLength, { max: 950 }))}`,
      }),
    ).toBeTruthy();
    expect(p.submit).not.toHaveBeenCalled();
  });
});

describe('/additional-attachments: accessibility', () => {
  it('has no axe violations, with boxes, a problem, an uploading row and uploaded files', async () => {
    const user = setup();
    const upload = vi.fn(() => new Promise<Attachment>(() => undefined));
    const { container } = renderScreen(
      AdditionalAttachmentsScreen,
      props({
        files: { upload },
        attachments: [STORED],
        incident: { resolveType: 'selfRepair', specificAnswers: { assistanceServicesCalled: true } },
      }),
    );
    await user.upload(fileInput(), [fileOf('setup.exe', 10, 'application/x-msdownload'), fileOf('a.jpg', MB, 'image/jpeg')]);
    const result = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
