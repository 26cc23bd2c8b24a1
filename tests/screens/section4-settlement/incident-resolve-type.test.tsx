// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import IncidentResolveTypeScreen from '../../../src/screens/incident-resolve-type/IncidentResolveTypeScreen.tsx';
import { renderScreen } from '../support.tsx';
import { SHOP, axeViolations, continueButton, queryRadio, radio, settlementProps } from './support.ts';

const TO_SERVICE = 'Vozidlo odveziem do zmluvného servisu';
const IN_SERVICE = 'Vozidlo je už v servise';
const SELF_REPAIR = 'Opravu si zabezpečím sám';
const CHOOSE = 'Vyberte, prosím, z ponúkaných možností';

const cardLabels = () => screen.getAllByRole('radio').map((item) => (item as HTMLInputElement).labels?.[0]?.textContent);

describe('/incident-resolve-type', () => {
  it('offers the contracted repair shop, a repair shop the vehicle is already in, and self repair, each described', () => {
    renderScreen(IncidentResolveTypeScreen, settlementProps('scope1', 'CASCO'));
    expect(cardLabels()).toEqual([TO_SERVICE, IN_SERVICE, SELF_REPAIR]);
    expect(screen.getAllByRole('radio').every((item) => !(item as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText(/vyberiete na mape jeden z našich zmluvných servisov/)).toBeTruthy();
    expect(screen.getByText(/Plnenie vám vyplatíme na bankový účet/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('does not offer self repair when only the windshield is damaged, and says why', () => {
    renderScreen(IncidentResolveTypeScreen, settlementProps('scope1', 'CASCO', { specificAnswers: { damagedWindshieldOnly: true } }));
    expect(cardLabels()).toEqual([TO_SERVICE, IN_SERVICE]);
    expect(queryRadio(SELF_REPAIR)).toBeNull();
    expect(screen.getByText(/poškodené iba čelné sklo/)).toBeTruthy();
    cleanup();
    renderScreen(IncidentResolveTypeScreen, settlementProps('scope1', 'CASCO', { specificAnswers: { damagedWindshieldOnly: false } }));
    expect(radio(SELF_REPAIR)).toBeTruthy();
  });

  it('requires a choice and sends nothing without one', async () => {
    const user = userEvent.setup();
    const props = settlementProps('scope12', 'CASCO');
    renderScreen(IncidentResolveTypeScreen, props);
    await user.click(continueButton());
    expect(within(await screen.findByRole('alert')).getByRole('link', { name: `Spôsob riešenia škody – ${CHOOSE}` })).toBeTruthy();
    expect(document.activeElement).toBe(radio(TO_SERVICE));
    expect(props.submit).not.toHaveBeenCalled();
  });

  it.each([
    [TO_SERVICE, 'toService'],
    [IN_SERVICE, 'inService'],
    [SELF_REPAIR, 'selfRepair'],
  ])('%s sends resolveType %s', async (label, resolveType) => {
    const user = userEvent.setup();
    const props = settlementProps('scope13', 'CASCO');
    renderScreen(IncidentResolveTypeScreen, props);
    await user.click(radio(label));
    await user.click(continueButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(props.submit).toHaveBeenCalledWith({ incident: { resolveType } });
  });

  it('shows what was chosen when coming Back; a stored self repair is not chosen once the windshield alone is damaged', () => {
    renderScreen(IncidentResolveTypeScreen, settlementProps('scope1', 'CASCO', { resolveType: 'inService' }));
    expect(radio(IN_SERVICE).checked).toBe(true);
    cleanup();
    renderScreen(
      IncidentResolveTypeScreen,
      settlementProps('scope1', 'CASCO', { resolveType: 'selfRepair', specificAnswers: { damagedWindshieldOnly: true } }),
    );
    expect(screen.getAllByRole('radio').every((item) => !(item as HTMLInputElement).checked)).toBe(true);
  });

  it('warns that another way drops the repair shop chosen before (SPEC §4)', async () => {
    const user = userEvent.setup();
    renderScreen(IncidentResolveTypeScreen, settlementProps('scope1', 'CASCO', { resolveType: 'toService', carRepairService: SHOP }));
    expect(screen.queryByText(/sa zruší výber zmluvného servisu/)).toBeNull();
    await user.click(radio(IN_SERVICE));
    expect(screen.getByRole('status').textContent).toBe(
      `Zmenou spôsobu riešenia sa zruší výber zmluvného servisu ${SHOP.companyName}. Servis vyberiete na mape znova.`,
    );
    await user.click(radio(SELF_REPAIR));
    expect(screen.getByRole('status').textContent).toBe(`Zmenou spôsobu riešenia sa zruší výber zmluvného servisu ${SHOP.companyName}.`);
    await user.click(radio(TO_SERVICE));
    expect(screen.queryByText(/sa zruší výber zmluvného servisu/)).toBeNull();
  });

  it('speaks of the client on SMP', () => {
    renderScreen(IncidentResolveTypeScreen, settlementProps('scope1', 'CASCO', {}, { context: 'SMP' }));
    expect(cardLabels()).toEqual([
      'Klient odvezie vozidlo do zmluvného servisu',
      'Vozidlo klienta je už v servise',
      'Klient si opravu zabezpečí sám',
    ]);
    expect(screen.getByText(/Plnenie vyplatíme klientovi na bankový účet/)).toBeTruthy();
  });

  it('says when the step could not be saved', () => {
    renderScreen(IncidentResolveTypeScreen, settlementProps('scope1', 'CASCO', {}, { error: { kind: 'persist' } }));
    expect(screen.getByRole('status').textContent).toMatch(/Vaše odpovede sa nám nepodarilo uložiť/);
  });

  it('has no axe violations, with the repair shop notice shown', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(
      IncidentResolveTypeScreen,
      settlementProps('scope1', 'CASCO', { resolveType: 'toService', carRepairService: SHOP }),
    );
    await user.click(radio(SELF_REPAIR));
    expect(await axeViolations(container)).toEqual([]);
  });
});
