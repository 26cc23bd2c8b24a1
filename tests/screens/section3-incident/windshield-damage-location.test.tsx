// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/validation/messages.ts';
import WindshieldDamageLocationScreen from '../../../src/screens/windshield-damage-location/WindshieldDamageLocationScreen.tsx';
import { renderScreen, text } from '../support.tsx';
import { axeViolations, continueButton, section3Props } from './support.ts';

const DRIVER = 'Zorné pole vodiča';
const BORDER = 'Okraj skla';
const REST = 'Ostatná plocha skla';
const GROUP = 'Kde je sklo poškodené?';

const zoneRadio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
/** The drawing's zone (the SVG is hidden from assistive technology; the radios are the control). */
const drawnZone = (container: HTMLElement, zone: string) => container.querySelector(`svg [data-zone="${zone}"]:not(.windshield-marker)`)!;
const marker = (container: HTMLElement) => container.querySelector('.windshield-marker');

const props = (incident = {}) =>
  section3Props('scope1', 'CASCO', {
    reason: { id: '1_GLASS', label: { sk: 'Poškodenie čelného alebo iného skla', en: 'Damage to the windscreen or other glass' } },
    specificAnswers: { damagedWindshieldOnly: true, damagedWindshieldBiggerThenCreditCard: false },
    ...incident,
  });

describe('/windshield-damage-location', () => {
  it('shows the drawing and a radio group of the three zones, each with its explanation, none chosen', () => {
    const { container } = renderScreen(WindshieldDamageLocationScreen, props());
    const group = screen.getByRole('group', { name: GROUP });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['driverDamage', 'borderDamage', 'wholeDamage']);
    for (const name of [DRIVER, BORDER, REST]) expect(zoneRadio(name).checked).toBe(false);
    expect(zoneRadio(DRIVER).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Poškodenie je pri ráme, v páse pozdĺž okraja skla.')).toBeTruthy();
    expect(container.querySelector('svg.windshield-drawing')?.getAttribute('aria-hidden')).toBe('true');
    expect(marker(container)).toBeNull();
  });

  it('refuses Continue without a zone: "Vyberte, prosím, z ponúkaných možností", focus on the first radio', async () => {
    const user = userEvent.setup();
    const p = props();
    renderScreen(WindshieldDamageLocationScreen, p);
    await user.click(continueButton());
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: `Kde je sklo poškodené? – ${text(messages.requiredOption)}` }),
    ).toBeTruthy();
    expect(within(screen.getByRole('group', { name: GROUP })).getByText(text(messages.requiredOption))).toBeTruthy();
    expect(document.activeElement).toBe(zoneRadio(DRIVER));
    expect(p.submit).not.toHaveBeenCalled();
  });

  it('by click: a click on a zone of the drawing chooses it and puts the red marker in it', async () => {
    const user = userEvent.setup();
    const p = props();
    const { container } = renderScreen(WindshieldDamageLocationScreen, p);
    await user.click(drawnZone(container, 'borderDamage'));
    expect(zoneRadio(BORDER).checked).toBe(true);
    expect(marker(container)?.getAttribute('data-zone')).toBe('borderDamage');
    expect(drawnZone(container, 'borderDamage').getAttribute('class')).toContain('windshield-zone--chosen');

    await user.click(drawnZone(container, 'driverDamage'));
    expect(zoneRadio(DRIVER).checked).toBe(true);
    expect(zoneRadio(BORDER).checked).toBe(false);
    expect(marker(container)?.getAttribute('data-zone')).toBe('driverDamage');
    // The keyboard carries on from the chosen zone's radio.
    expect(document.activeElement).toBe(zoneRadio(DRIVER));

    await user.click(continueButton());
    await waitFor(() => expect(p.submit).toHaveBeenCalledTimes(1));
    expect(p.submit).toHaveBeenCalledWith({ incident: { myVehicle: { windshieldDamageLocation: 'driverDamage' } } });
  });

  it('by keyboard: Tab into the group, Space chooses, the arrow keys move the choice and the marker', async () => {
    const user = userEvent.setup();
    const p = props();
    const { container } = renderScreen(WindshieldDamageLocationScreen, p);
    await user.tab();
    expect(document.activeElement).toBe(zoneRadio(DRIVER));
    await user.keyboard(' ');
    expect(zoneRadio(DRIVER).checked).toBe(true);
    expect(marker(container)?.getAttribute('data-zone')).toBe('driverDamage');
    // The focused zone is outlined in the drawing as well.
    expect(drawnZone(container, 'driverDamage').getAttribute('class')).toContain('windshield-zone--focused');

    await user.keyboard('{ArrowDown}');
    expect(zoneRadio(BORDER).checked).toBe(true);
    expect(marker(container)?.getAttribute('data-zone')).toBe('borderDamage');
    await user.keyboard('{ArrowDown}');
    expect(zoneRadio(REST).checked).toBe(true);
    expect(marker(container)?.getAttribute('data-zone')).toBe('wholeDamage');

    await user.tab();
    expect(document.activeElement).toBe(continueButton());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(p.submit).toHaveBeenCalledTimes(1));
    expect(p.submit).toHaveBeenCalledWith({ incident: { myVehicle: { windshieldDamageLocation: 'wholeDamage' } } });
  });

  it('starts on the stored zone, with its marker', async () => {
    const user = userEvent.setup();
    const p = props({ myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA', windshieldDamageLocation: 'wholeDamage' } });
    const { container } = renderScreen(WindshieldDamageLocationScreen, p);
    expect(zoneRadio(REST).checked).toBe(true);
    expect(marker(container)?.getAttribute('data-zone')).toBe('wholeDamage');
    await user.click(continueButton());
    await waitFor(() => expect(p.submit).toHaveBeenCalledWith({ incident: { myVehicle: { windshieldDamageLocation: 'wholeDamage' } } }));
  });

  it('says when the answer could not be saved (persist)', () => {
    renderScreen(WindshieldDamageLocationScreen, section3Props('scope1', 'CASCO', {}, { error: { kind: 'persist' } }));
    expect(screen.getByText(/Vaše odpovede sa nám nepodarilo uložiť/)).toBeTruthy();
  });

  it('has no axe violations, before and after a choice', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(WindshieldDamageLocationScreen, props());
    expect(await axeViolations(container)).toEqual([]);
    await user.click(drawnZone(container, 'wholeDamage'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
