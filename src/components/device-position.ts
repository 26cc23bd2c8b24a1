/** How long the phone may take to find where it is before the person is told (Geolocation API `timeout`). */
export const LOCATION_TIMEOUT_MS = 10_000;

/** Why the phone's position could not be had, as the person is told. */
export type PositionProblem = 'denied' | 'timeout' | 'unavailable';

/** Whether this browser offers the Geolocation API at all (an old browser, or a page it is switched off for). */
export const canLocateDevice = () => typeof navigator !== 'undefined' && !!navigator.geolocation;

/**
 * The device's position, once: GPS needs no network, so it works with no signal too. One request
 * for the wizard's map and the accident statement alike, with the same accuracy and patience.
 */
export function locateDevice(onPosition: (position: GeolocationCoordinates) => void, onProblem: (problem: PositionProblem) => void): void {
  navigator.geolocation.getCurrentPosition(
    (position) => onPosition(position.coords),
    (error) => {
      if (error.code === error.PERMISSION_DENIED) onProblem('denied');
      else if (error.code === error.TIMEOUT) onProblem('timeout');
      else onProblem('unavailable');
    },
    { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
  );
}
