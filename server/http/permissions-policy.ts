/**
 * The browser features the app may use, sent with every answer (`Permissions-Policy`): the camera
 * (a photo of the damage, taken from the attachments screen) and the location (the map screens'
 * "use my location"), for the app's own origin only; every other powerful feature is off, so a
 * script that got in, or a frame it opened, cannot ask for it. A portal's iframe must grant the
 * two as well (`allow="camera; geolocation"`, docs/portals.md).
 */
const ALLOWED = ['camera', 'geolocation'];
const OFF = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = [...ALLOWED.map((feature) => `${feature}=(self)`), ...OFF.map((feature) => `${feature}=()`)].join(', ');
